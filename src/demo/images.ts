// Generated SVG pictures for the seeded data. Nothing outside this machine is reachable, so the
// demo draws its own: a diagonal two-colour gradient picked from the seed, with an optional label.
// The same seed always gives the same picture.
import { GENERATED_IMAGE_HEIGHT_PX, GENERATED_IMAGE_WIDTH_PX, MAX_IMAGE_LABEL_CHARS } from './constants.ts';

/** 32-bit FNV-1a: a tiny, stable hash so a seed always maps to the same colours. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `seed` must be a short slug; anything else is rejected by `isImageSeed`. */
export function isImageSeed(seed: string): boolean {
  return /^[a-z0-9-]{1,64}$/i.test(seed);
}

/**
 * An SVG of GENERATED_IMAGE_WIDTH_PX × GENERATED_IMAGE_HEIGHT_PX (800×450): gradient from two hues
 * derived from `seed`, and `label` (trimmed to MAX_IMAGE_LABEL_CHARS) centred in white with a dark
 * halo so it reads on any colour.
 */
export function renderImage(seed: string, label = ''): string {
  const h = hash(seed);
  const hueA = h % 360;
  const hueB = (hueA + 40 + ((h >>> 9) % 100)) % 360;
  const text = escapeXml(label.slice(0, MAX_IMAGE_LABEL_CHARS));
  const title = text || escapeXml(seed);
  const [width, height] = [GENERATED_IMAGE_WIDTH_PX, GENERATED_IMAGE_HEIGHT_PX];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${title}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hueA} 70% 45%)"/>`,
    `<stop offset="1" stop-color="hsl(${hueB} 75% 30%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${600 + (h % 120)}" cy="${90 + ((h >>> 5) % 80)}" r="${60 + ((h >>> 3) % 60)}" fill="white" fill-opacity="0.12"/>`,
    text
      ? `<text x="400" y="240" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="white" stroke="rgba(0,0,0,0.35)" stroke-width="1">${text}</text>`
      : '',
    '</svg>',
  ].join('');
}
