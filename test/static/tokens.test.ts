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

tokens.run();
