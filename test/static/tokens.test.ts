// static/styles/tokens.css is the one home of Facet's colours (issue 15 §4), and both schemes come
// from it: every colour token is a light-dark() pair, which follows `color-scheme`, which follows
// the system or the user's choice (`<html data-scheme>`). These read the stylesheets as shipped, so
// a colour added outside the tokens, or a token that ignores the scheme, fails here before any
// browser test has to find the screen it spoils.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const stylesDir = new URL('../../static/styles/', import.meta.url).pathname;
const tokensCss = readFileSync(join(stylesDir, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Tokens that are the same in both schemes on purpose. */
const SCHEME_INDEPENDENT = new Set([
  '--facet-on-primary', // white on the primary and danger buttons, dark enough in both schemes
  '--facet-toast-bg', '--facet-toast-text', '--facet-toast-info', '--facet-toast-error', '--facet-toast-success', '--facet-toast-warning', // toasts stay dark
  '--facet-backdrop', '--facet-shadow-1', '--facet-shadow-2', // black at low opacity
]);
const COLOUR = /#[0-9a-f]{3,8}\b|\b(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch|color-mix)\(/i;

/** Stylesheets that may hold sizes of their own: the tokens themselves, and React Aria's rule. */
const OWN_SIZES = new Set(['tokens.css', 'pressable.css']);
/** Properties whose lengths come from the spacing, type, radius and shadow scales. */
const SCALED_PROPERTY = /^(padding|margin|inset)(-[a-z-]+)?$|^(gap|row-gap|column-gap|font-size|box-shadow)$|^border(-[a-z]+)*-radius$/;
/** A length with a unit; 0 needs none, and percentages and `auto` are not lengths. */
const LENGTH = /(?<![\w.-])-?(\d*\.)?\d+(px|rem|em|ex|ch|pt|vw|vh)\b/g;
/** Hairlines: a ring, a border's overlap or a tag's inner step, finer than the scale's 4 px. */
const HAIRLINE = new Set(['1px', '-1px', '2px']);
/** The genuine exceptions, each `file selector property value`, with why it is not on a scale. */
const LENGTH_EXCEPTIONS = new Map([
  ['shell.css .facet-sidebar-nav padding 7rem', 'room under the toasts\' place so the last links scroll clear (display.css .facet-toast-region)'],
  ['shell.css .facet-main padding-block-end 7rem', 'the same room for the toasts along the bottom edge in the narrow layout'],
  ['shell.css .facet-overview-count font-size 1.6rem', 'a display numeral, the only text larger than a heading'],
  ['screens.css .facet-markdown code, .facet-type-description code, .facet-operation-description code font-size 0.9em', 'relative to the text around the code, in a heading or a paragraph alike'],
]);

/** Every `property: value` of a stylesheet with its selector, comments and at-rule headers aside. */
function declarations(css: string): { selector: string; property: string; value: string }[] {
  const found: { selector: string; property: string; value: string }[] = [];
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) found.push({ selector: selector!.trim().replace(/\s+/g, ' '), property: declaration.slice(0, colon).trim(), value: declaration.slice(colon + 1).trim() });
    }
  }
  return found;
}

const tokens = suite('design tokens');

tokens('sets color-scheme for the system and for each scheme the user can choose', () => {
  const rule = (selector: string) => new RegExp(`${selector.replace(/[[\]]/g, '\\$&')}\\s*\\{\\s*color-scheme:\\s*([a-z ]+);\\s*\\}`).exec(tokensCss)?.[1];
  assert.is(rule(':root'), 'light dark');
  assert.is(rule(":root[data-scheme='light']"), 'light');
  assert.is(rule(":root[data-scheme='dark']"), 'dark');
});

tokens('declares every colour token as a light-dark() pair, but the few meant to stay the same', () => {
  const declarations = [...tokensCss.matchAll(/(--facet-[a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => ({ name: name!, value: value! }));
  assert.ok(declarations.length > 40, `read ${declarations.length} tokens`);
  const colours = declarations.filter(({ value }) => COLOUR.test(value) || value.startsWith('light-dark('));
  const fixed = colours.filter(({ name, value }) => !value.startsWith('light-dark(') && !SCHEME_INDEPENDENT.has(name));
  assert.equal(fixed.map(({ name }) => name), [], 'colour tokens that ignore the scheme');
  for (const name of SCHEME_INDEPENDENT) assert.ok(declarations.some((d) => d.name === name), `${name} is still declared`);
});

tokens('leaves colours to the tokens: no other stylesheet holds one or asks for a scheme itself', () => {
  for (const file of readdirSync(stylesDir).filter((name) => name.endsWith('.css') && name !== 'tokens.css')) {
    const css = readFileSync(join(stylesDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    assert.not.ok(COLOUR.test(css), `${file} holds a colour: ${COLOUR.exec(css)?.[0]}`);
    assert.not.ok(/prefers-color-scheme|color-scheme\s*:|light-dark\(/.test(css), `${file} decides a scheme itself`);
  }
});

tokens('leaves spacing, type sizes, radii and shadows to the tokens: no other stylesheet holds a length of its own there', () => {
  const literal: string[] = [];
  const excepted = new Set<string>();
  for (const file of readdirSync(stylesDir).filter((name) => name.endsWith('.css') && !OWN_SIZES.has(name))) {
    for (const { selector, property, value } of declarations(readFileSync(join(stylesDir, file), 'utf8'))) {
      if (!SCALED_PROPERTY.test(property)) continue;
      for (const [length] of value.matchAll(LENGTH)) {
        const key = `${file} ${selector} ${property} ${length}`;
        if (LENGTH_EXCEPTIONS.has(key)) excepted.add(key);
        else if (!HAIRLINE.has(length)) literal.push(`${file} ${selector} { ${property}: ${value} }`);
      }
    }
  }
  assert.equal(literal, [], 'literal lengths where a token belongs (tokens.css has the scales)');
  assert.equal([...LENGTH_EXCEPTIONS.keys()].filter((key) => !excepted.has(key)), [], 'exceptions that no longer occur');
});

tokens.run();
