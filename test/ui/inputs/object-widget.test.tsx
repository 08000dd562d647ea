import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accessibleName, blur, byLabel, click, description, focus, press, type } from '../../helpers/interact.ts';
import { isOpen, isShown, operation, renderForm, section } from '../../helpers/argument-form.tsx';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const DeepInputSuite = suite('ObjectWidget');

const deep = operation(/* GraphQL */ `
  input GeoInput { lat: Float! lng: Float! }
  input AddressInput { street: String city: String zip: String country: String geo: GeoInput }
  input ContactInput { email: String! }
  input VenueInput { name: String address: AddressInput contact: ContactInput! }
  input OrderInput { note: String venue: VenueInput! }
  type Query { book(order: OrderInput!): String }
`);


DeepInputSuite('keeps required objects of the first two levels as fieldsets and collapses a blank optional object', () => {
  const view = renderForm(undefined, deep);
  const c = view.container;
  assert.equal([...c.querySelectorAll('legend')].map((l) => accessibleName(l) || l.textContent), ['Order * (required)', 'Venue * (required)']);
  const address = section(c, 'Address');
  assert.is(accessibleName(address), 'Address, 0 of 5 filled');
  assert.not.ok(isOpen(address));
  assert.is(c.querySelector('[data-path="order.venue.address.street"]'), null, 'a closed section draws none of its fields');
  click(address);
  assert.not.ok(isOpen(section(c, 'Geo')), 'required fields inside an optional blank object ask for nothing');
  view.unmount();
});

DeepInputSuite('starts a section open when it holds a required field the form will ask for', () => {
  const view = renderForm(undefined, deep);
  const contact = section(view.container, 'Contact');
  assert.ok(isOpen(contact), 'order!, venue! and contact! are all sent, so email! is asked for');
  assert.ok(isShown(byLabel(view.container, 'Email')));
  view.unmount();
});

DeepInputSuite('opens by keyboard, and counts what is filled as it is typed', () => {
  const view = renderForm(undefined, deep);
  const c = view.container;
  const address = section(c, 'Address');
  focus(address);
  press(address, 'Enter');
  assert.ok(isOpen(address));
  assert.ok(isShown(byLabel(c, 'Street')));
  type(byLabel(c, 'Street'), 'Main St');
  type(byLabel(c, 'City'), 'Oslo');
  assert.is(accessibleName(section(c, 'Address')), 'Address, 2 of 5 filled');
  assert.equal(view.harness.values().order, { venue: { address: { street: 'Main St', city: 'Oslo' } } });
  view.unmount();
});

DeepInputSuite('starts a section open when it holds a value, however deep', () => {
  const view = renderForm({ order: { venue: { address: { geo: { lat: 59.9 } } } } }, deep);
  const c = view.container;
  assert.ok(isOpen(section(c, 'Address')));
  assert.is(accessibleName(section(c, 'Address')), 'Address, 1 of 5 filled', 'a partly filled object counts as filled');
  assert.ok(isOpen(section(c, 'Geo')));
  assert.is((byLabel(c, 'Lat') as HTMLInputElement).value, '59.9');
  view.unmount();
});

DeepInputSuite('opens a closed section again when Run finds an error inside it', () => {
  const view = renderForm({ order: { venue: { contact: { email: 'a@b.test' }, address: { geo: { lat: 59.9 } } } } }, deep);
  const c = view.container;
  click(section(c, 'Address'));
  assert.not.ok(isOpen(section(c, 'Address')), 'closed by the user');
  click(byLabel(c, 'Run'));
  assert.equal(view.harness.sent, []);
  assert.ok(isOpen(section(c, 'Address')));
  assert.ok(isOpen(section(c, 'Geo')));
  assert.is(accessibleName(section(c, 'Geo')), 'Geo, 1 of 2 filled, needs attention');
  const lng = byLabel(c, 'Lng');
  assert.match(description(lng), 'Required');
  assert.ok(isShown(lng), 'the invalid field can take focus');
  view.unmount();
});

DeepInputSuite("opens a closed section again on Run while a widget inside it reports a problem", () => {
  const view = renderForm(undefined, operation(/* GraphQL */ `
    scalar NegativeInt
    input DeltaInput { delta: NegativeInt }
    input MiddleInput { inner: DeltaInput }
    input TopInput { middle: MiddleInput }
    type Query { shift(top: TopInput): String }
  `));
  const c = view.container;
  click(section(c, 'Top'));
  click(section(c, 'Middle'));
  click(section(c, 'Inner'));
  const delta = byLabel(c, 'Delta');
  type(delta, '5');
  blur(delta);
  assert.is(delta.getAttribute('aria-invalid'), 'true');
  click(section(c, 'Inner'));
  assert.not.ok(isOpen(section(c, 'Inner')));
  assert.match(accessibleName(section(c, 'Inner')), 'needs attention', 'closed, it still says so');
  click(byLabel(c, 'Run'));
  assert.equal(view.harness.sent, []);
  assert.ok(isOpen(section(c, 'Inner')));
  assert.ok(isShown(delta));
  view.unmount();
});

DeepInputSuite('counts a list and its item as a level each', () => {
  const view = renderForm(undefined, operation(/* GraphQL */ `
    input AddressInput { street: String city: String }
    input VenueInput { name: String address: AddressInput }
    type Query { plan(venues: [VenueInput!]): String }
  `));
  const c = view.container;
  click(byLabel(c, 'Add venue'));
  assert.is(accessibleName(section(c, 'Address')), 'Address, 0 of 2 filled');
  assert.not.ok(isOpen(section(c, 'Address')), 'venues (1), venue 1 (2), address (3)');
  view.unmount();
});

DeepInputSuite('passes axe-core checks with closed and open sections', async () => {
  // The HTML rendering rule browsers apply to a collapsed panel (HTML §15.3.1), which happy-dom
  // lacks: without it axe would take the hidden fields for focusable ones.
  const uaRule = document.createElement('style');
  uaRule.textContent = '[hidden="until-found" i]:not(embed) { content-visibility: hidden; }';
  document.head.append(uaRule);
  const view = renderForm(undefined, deep);
  const c = view.container;
  assert.equal(await axeViolations(c), [], 'Address and Geo closed, Contact open');
  click(section(c, 'Address'));
  click(section(c, 'Geo'));
  assert.equal(await axeViolations(c), [], 'all open');
  view.unmount();
  uaRule.remove();
});

DeepInputSuite.run();
