import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accessibleName, byLabel, click, type } from '../../helpers/interact.ts';
import { operation, renderForm } from '../../helpers/argument-form.tsx';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const inputsNamed = (root: ParentNode, name: string) => [...root.querySelectorAll<HTMLInputElement>('input')].filter((i) => accessibleName(i) === name);
const legends = (root: ParentNode) => [...root.querySelectorAll('legend')].map((l) => l.textContent?.trim());

const venues = operation(/* GraphQL */ `
  input VenueInput { name: String!, capacity: Int = 100 }
  type Query { f(venues: [VenueInput!], grid: [[String!]!]): String }
`);

const list = suite('ListWidget');

list('adds an input object item with its schema defaults and writes its fields by index', () => {
  const view = renderForm(undefined, venues);
  const c = view.container;
  click(byLabel(c, 'Add venue'));
  assert.equal(view.harness.values().venues, [{ capacity: 100 }], 'the default is filled in');
  type(inputsNamed(c, 'Name').at(-1)!, 'Annex');
  assert.equal(view.harness.values().venues, [{ capacity: 100, name: 'Annex' }]);
  click(byLabel(c, 'Add venue'));
  type(inputsNamed(c, 'Name').at(-1)!, 'Barn');
  assert.equal(view.harness.values().venues, [{ capacity: 100, name: 'Annex' }, { capacity: 100, name: 'Barn' }]);
  view.unmount();
});

list('numbers each item in its own fieldset and counts them in the legend, a plural name not pluralised again', () => {
  const view = renderForm(undefined, venues);
  const c = view.container;
  click(byLabel(c, 'Add venue'));
  click(byLabel(c, 'Add venue'));
  assert.ok(legends(c).includes('Venue 1'), legends(c).join(' | '));
  assert.ok(legends(c).includes('Venue 2'));
  assert.ok(legends(c).some((l) => l?.includes('(2 venues)')), legends(c).join(' | '));
  view.unmount();
});

list('removes the item the user chose, keeping the others in order', () => {
  const view = renderForm({ venues: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }, venues);
  click(byLabel(view.container, 'Remove venue 2'));
  assert.equal(view.harness.values().venues, [{ name: 'A' }, { name: 'C' }]);
  assert.equal(inputsNamed(view.container, 'Name').map((i) => i.value), ['A', 'C']);
  view.unmount();
});

list('gives a list of lists an empty list per new item, each drawn as its own list', () => {
  const view = renderForm(undefined, venues);
  const c = view.container;
  click(byLabel(c, 'Add grid'));
  assert.equal(view.harness.values().grid, [[]]);
  assert.ok(c.querySelector('[data-path^="grid.0"]') ?? inputsNamed(c, 'Grid 1').length > 0, 'the first row is drawn');
  view.unmount();
});

list('calls the items of a list of its own object conditions', () => {
  const view = renderForm(undefined, operation(/* GraphQL */ `
    input Filter { _and: [Filter!], name: String }
    type Query { f(where: Filter): String }
  `));
  const c = view.container;
  const where = [...c.querySelectorAll<HTMLElement>('button[slot="trigger"]')].find((b) => accessibleName(b).startsWith('Where,'));
  if (where) click(where);
  click(byLabel(c, 'Add condition'));
  assert.ok(legends(c).includes('Condition 1'), legends(c).join(' | '));
  view.unmount();
});

list('passes axe-core checks with items in it', async () => {
  const view = renderForm({ venues: [{ name: 'A' }] }, venues);
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

list('gives a secret list one masked row per item instead of tags', () => {
  const view = renderForm(undefined, operation('type Query { f(recoveryCodes: [String!], tokens: [String!]): String }'));
  const c = view.container;
  assert.ok(byLabel(c, 'Recovery codes'), 'an ordinary list stays tags');
  click(byLabel(c, 'Add token'));
  click(byLabel(c, 'Add token'));
  const rows = [...c.querySelectorAll<HTMLInputElement>('input')].filter((i) => accessibleName(i).startsWith('Tokens '));
  assert.equal(rows.map((i) => [accessibleName(i), i.type]), [['Tokens 1', 'password'], ['Tokens 2', 'password']]);
  type(rows[0]!, 'a1');
  type(rows[1]!, 'b2');
  click(byLabel(c, 'Run'));
  assert.equal(view.harness.sent, [{ tokens: ['a1', 'b2'] }]);
  view.unmount();
});

list.run();
