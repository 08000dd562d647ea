// The demo's `Country` enum: more values than a Select shows (PRODUCT.md §4 "enum → select";
// ui.md §4.1 "many → ComboBox"), so venue forms get the filtering ComboBox. Values are English
// short names (ISO 3166-1) in enum case, so Facet's labels read as names ("United kingdom") and
// typing part of one finds it; the alpha-2 code goes in each value's description.

/** One value of the `Country` enum: its name in the schema, its ISO 3166-1 alpha-2 code and English name. */
export interface CountryEntry {
  value: string;
  code: string;
  name: string;
}

export const COUNTRIES = [
  { value: 'ARGENTINA', code: 'AR', name: 'Argentina' },
  { value: 'AUSTRALIA', code: 'AU', name: 'Australia' },
  { value: 'AUSTRIA', code: 'AT', name: 'Austria' },
  { value: 'BELGIUM', code: 'BE', name: 'Belgium' },
  { value: 'BRAZIL', code: 'BR', name: 'Brazil' },
  { value: 'CANADA', code: 'CA', name: 'Canada' },
  { value: 'CHILE', code: 'CL', name: 'Chile' },
  { value: 'DENMARK', code: 'DK', name: 'Denmark' },
  { value: 'FINLAND', code: 'FI', name: 'Finland' },
  { value: 'FRANCE', code: 'FR', name: 'France' },
  { value: 'GERMANY', code: 'DE', name: 'Germany' },
  { value: 'GHANA', code: 'GH', name: 'Ghana' },
  { value: 'GREECE', code: 'GR', name: 'Greece' },
  { value: 'INDIA', code: 'IN', name: 'India' },
  { value: 'IRELAND', code: 'IE', name: 'Ireland' },
  { value: 'ITALY', code: 'IT', name: 'Italy' },
  { value: 'JAPAN', code: 'JP', name: 'Japan' },
  { value: 'KENYA', code: 'KE', name: 'Kenya' },
  { value: 'MEXICO', code: 'MX', name: 'Mexico' },
  { value: 'NETHERLANDS', code: 'NL', name: 'Netherlands' },
  { value: 'NEW_ZEALAND', code: 'NZ', name: 'New Zealand' },
  // Niger next to Nigeria: a complete name that is the start of another.
  { value: 'NIGER', code: 'NE', name: 'Niger' },
  { value: 'NIGERIA', code: 'NG', name: 'Nigeria' },
  { value: 'NORWAY', code: 'NO', name: 'Norway' },
  { value: 'POLAND', code: 'PL', name: 'Poland' },
  { value: 'PORTUGAL', code: 'PT', name: 'Portugal' },
  { value: 'SOUTH_AFRICA', code: 'ZA', name: 'South Africa' },
  { value: 'SOUTH_KOREA', code: 'KR', name: 'South Korea' },
  { value: 'SPAIN', code: 'ES', name: 'Spain' },
  { value: 'SWEDEN', code: 'SE', name: 'Sweden' },
  { value: 'SWITZERLAND', code: 'CH', name: 'Switzerland' },
  { value: 'UNITED_KINGDOM', code: 'GB', name: 'United Kingdom' },
  { value: 'UNITED_STATES', code: 'US', name: 'United States' },
] as const satisfies readonly CountryEntry[];

export type Country = (typeof COUNTRIES)[number]['value'];

/** The enum's values as SDL, each with its description: `"Portugal (ISO 3166-1 alpha-2: PT)." PORTUGAL`. */
export function countryEnumValues(): string {
  return COUNTRIES.map((c) => `    "${c.name} (ISO 3166-1 alpha-2: ${c.code})."\n    ${c.value}`).join('\n');
}
