import { buildSchema, type GraphQLEnumType } from 'graphql';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COUNTRIES, countryEnumValues } from '../../src/demo/countries.ts';
import { SELECT_MAX_OPTIONS } from '../../src/ui/constants.ts';

const countries = suite('COUNTRIES');

countries('has more values than a Select shows, so Facet offers its filtering ComboBox', () => {
  assert.ok(COUNTRIES.length > SELECT_MAX_OPTIONS, `${COUNTRIES.length} values`);
});

countries('names each value after the English name, with a distinct two-letter code, in name order', () => {
  for (const country of COUNTRIES) {
    assert.is(country.value, country.name.toUpperCase().replace(/ /g, '_'));
    assert.match(country.code, /^[A-Z]{2}$/);
  }
  assert.is(new Set(COUNTRIES.map((c) => c.code)).size, COUNTRIES.length);
  const names = COUNTRIES.map((c) => c.name);
  assert.equal(names, [...names].sort());
});

countries.run();

// ---

const values = suite('countryEnumValues');

values('renders SDL enum values, each described with its code', () => {
  const schema = buildSchema(`type Query { a: Int }\nenum Country {\n${countryEnumValues()}\n}`);
  const enumValues = (schema.getType('Country') as GraphQLEnumType).getValues();
  assert.equal(enumValues.map((v) => v.name), COUNTRIES.map((c) => c.value));
  assert.is(enumValues.find((v) => v.name === 'UNITED_KINGDOM')?.description, 'United Kingdom (ISO 3166-1 alpha-2: GB).');
});

values.run();
