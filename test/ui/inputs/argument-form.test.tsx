import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { buildSchema, type GraphQLField, type GraphQLInputObjectType } from 'graphql';
import { FORM_FIELDS_UP_FRONT_MAX } from '../../../src/ui/constants.ts';
import { everyRootField, hasuraLikeSchema } from '../../helpers/hasura-like.ts';
import { buildArgumentForm, formValuesToVariables, initialFormValues, type FieldError, type FormValues } from '../../../src/schema/index.ts';
import { ArgumentForm } from '../../../src/ui/inputs/argument-form.tsx';
import { $, accessibleName, blur, byLabel, click, description, paste, render, type, waitFor } from '../../helpers/interact.ts';
import { isOpen, operation, renderForm as renderFormOf, section, type FormTarget } from '../../helpers/argument-form.tsx';

const schema = buildSchema(/* GraphQL */ `
  scalar Date
  scalar DateTime
  scalar LocalTime
  scalar JSON
  scalar File
  enum Category { MUSIC THEATRE FILM }
  input VenueInput { "Where" name: String!, capacity: Int }
  type Query {
    everything(
      "Words to look for"
      text: String!
      id: ID
      limit: Int = 10
      price: Float
      rating: Int
      isPublic: Boolean
      category: Category
      day: Date
      startsAt: DateTime
      doorsOpen: LocalTime
      metadata: JSON
      photo: File
      photos: [File!]
      tags: [String!]
      venue: VenueInput
      venues: [VenueInput!]
    ): String
  }
`);
const field = schema.getQueryType()!.getFields().everything as GraphQLField<unknown, unknown>;
const form = buildArgumentForm(field);

function renderForm(initial?: FormValues, target: FormTarget = { field, form }) {
  return renderFormOf(initial, target);
}

/** Bounded wait for the lazy date widgets' first load (a cold transform on a loaded 2-core machine). */
const LAZY_WIDGETS_EXPIRY_MS = 15_000;

const ArgumentFormSuite = suite('ArgumentForm');

ArgumentFormSuite('renders a widget for every kind of argument, required marked and defaults filled', async () => {
  const view = renderForm();
  const c = view.container;
  // The date, date-time and time widgets are three lazy chunks that settle independently; their
  // first import in a fresh checkout compiles react-aria's date modules, hence the longer expiry.
  await waitFor(
    () => ['.facet-date-input', '.facet-date-time-input', '.facet-time-input'].every((selector) => c.querySelector(selector) !== null),
    LAZY_WIDGETS_EXPIRY_MS,
    'the lazily loaded date, date-time and time widgets',
  );
  assert.is((byLabel(c, 'Text') as HTMLInputElement).required || byLabel(c, 'Text').getAttribute('aria-required') === 'true', true);
  assert.match(description(byLabel(c, 'Text')), 'Words to look for');
  assert.is((byLabel(c, 'Limit') as HTMLInputElement).value, '10');
  assert.ok(byLabel(c, 'Price'));
  assert.ok(c.querySelector('[role="radiogroup"] [aria-label="3 stars"], input[aria-label="3 stars"]') ?? [...c.querySelectorAll('label')].find((l) => l.textContent === '3 stars'), 'rating stars');
  assert.ok(c.querySelector('[role="switch"], input[role="switch"]'), 'switch');
  assert.ok([...c.querySelectorAll('[role="radiogroup"]')].some((g) => accessibleName(g).startsWith('Category')), 'enum as radios');
  assert.ok(c.querySelector('.facet-date-input') && c.querySelector('.facet-date-time-input'), 'date widgets');
  assert.ok(c.querySelector('.facet-time-input'), 'time widget');
  assert.ok(c.querySelector('textarea'), 'JSON editor');
  assert.ok([...c.querySelectorAll('button')].filter((b) => /choose/i.test(b.textContent ?? '')).length >= 2, 'two file inputs');
  assert.ok(byLabel(c, 'Tags'), 'tags');
  const legends = [...c.querySelectorAll('legend')].map((l) => l.textContent);
  assert.ok(legends.some((l) => l?.startsWith('Venues')), 'repeatable fieldsets');
  assert.not.ok(isOpen(section(c, 'Venue')), 'an optional input object starts collapsed');
  click(section(c, 'Venue'));
  assert.ok(byLabel(c, 'Name'), 'nested field, once opened');
  view.unmount();
});

ArgumentFormSuite('writes typed values under their argument, nested ones inside their object', () => {
  const view = renderForm();
  type(byLabel(view.container, 'Text'), 'jazz');
  click(section(view.container, 'Venue'));
  type(byLabel(view.container, 'Name'), 'Blue Hall');
  assert.is(view.harness.values().text, 'jazz');
  assert.equal(view.harness.values().venue, { name: 'Blue Hall' });
  click(byLabel(view.container, 'Run'));
  assert.equal(view.harness.sent, [{ text: 'jazz', limit: 10, venue: { name: 'Blue Hall' } }]);
  view.unmount();
});

ArgumentFormSuite('shows each error next to the field its path names and sends nothing', () => {
  const view = renderForm({ text: '', limit: 'ten', venue: { capacity: 3 } });
  click(byLabel(view.container, 'Run'));
  assert.equal(view.harness.sent, []);
  assert.match(description(byLabel(view.container, 'Text')), 'Required');
  assert.match(description(byLabel(view.container, 'Limit')), 'Expected an integer');
  assert.match(description(byLabel(view.container, 'Name')), 'Required');
  assert.is(byLabel(view.container, 'Price').getAttribute('aria-invalid'), null);
  view.unmount();
});

ArgumentFormSuite('reports a widget problem (JSON that does not parse) so the screen sends nothing', () => {
  const view = renderForm({ text: 'ok' });
  type($(view.container, 'textarea'), '{"a": ');
  click(byLabel(view.container, 'Run'));
  assert.equal(view.harness.sent, []);
  type($(view.container, 'textarea'), '{"a": 1}', { replace: true });
  click(byLabel(view.container, 'Run'));
  assert.equal(view.harness.sent, [{ text: 'ok', metadata: { a: 1 } }]);
  view.unmount();
});

ArgumentFormSuite('says so when an operation takes no arguments', () => {
  const view = render(<ArgumentForm fields={[]} values={{}} onChange={() => {}} />);
  assert.match(view.container.textContent ?? '', 'takes no arguments');
  view.unmount();
});

ArgumentFormSuite('a @oneOf input says to fill exactly one field, and the form refuses two', () => {
  const lookupField = buildSchema(/* GraphQL */ `
    input VenueLookup @oneOf { id: ID name: String }
    type Query { venue(by: VenueLookup!): String }
  `).getQueryType()!.getFields().venue as GraphQLField<unknown, unknown>;
  const lookupForm = buildArgumentForm(lookupField);
  function Screen() {
    const [values, setValues] = useState<FormValues>(initialFormValues(lookupForm));
    const result = formValuesToVariables(lookupField, values);
    return (
      <I18nProvider locale="en-US">
        <ArgumentForm fields={lookupForm.fields} values={values} onChange={setValues} errors={result.ok ? [] : result.errors} />
        <output>{result.ok ? JSON.stringify(result.variables) : 'invalid'}</output>
      </I18nProvider>
    );
  }
  const view = render(<Screen />);
  const c = view.container;
  const group = $(c, 'fieldset');
  assert.match(description(group), 'Fill in exactly one of: ID, Name.');
  type(byLabel(c, 'Name'), 'The Loft');
  assert.is($(c, 'output').textContent, '{"by":{"name":"The Loft"}}');
  type(byLabel(c, 'ID'), 'v1');
  assert.is($(c, 'output').textContent, 'invalid');
  assert.match(c.textContent ?? '', 'Expected exactly one of id, name, got id, name.');
  view.unmount();
});

ArgumentFormSuite('starts a required Boolean inside an input object off and sends false', () => {
  const view = renderForm(undefined, operation('input Flags { name: String, isPublic: Boolean! } type Query { save(flags: Flags!): String }'));
  const c = view.container;
  const isPublic = byLabel(c, 'Is public');
  assert.is((isPublic as HTMLInputElement).checked, false);
  assert.not.match(c.textContent ?? '', 'Not set', 'a required switch has no unset state');
  type(byLabel(c, 'Name'), 'Gala');
  click(byLabel(c, 'Run'));
  assert.equal(view.harness.sent, [{ flags: { name: 'Gala', isPublic: false } }]);
  view.unmount();
});

ArgumentFormSuite("passes a NegativeInt's bound to its number input, so 5 is explained before Run", () => {
  const view = renderForm(undefined, operation('scalar NegativeInt scalar Latitude type Query { f(delta: NegativeInt, lat: Latitude): String }'));
  const delta = byLabel(view.container, 'Delta');
  type(delta, '5');
  blur(delta);
  assert.is(delta.getAttribute('aria-invalid'), 'true');
  assert.match(description(delta), 'Enter a number from -2,147,483,648 to -1');
  click(byLabel(view.container, 'Run'));
  assert.equal(view.harness.sent, []);
  type(delta, '-5', { replace: true });
  blur(delta);
  click(byLabel(view.container, 'Run'));
  assert.equal(view.harness.sent, [{ delta: -5 }]);
  view.unmount();
});

ArgumentFormSuite('renders secret-named arguments as password inputs with a Show toggle', () => {
  const view = renderForm(undefined, operation('type Query { login(username: String!, password: String!, apiKey: String, pin: Int): String }'));
  const c = view.container;
  assert.is((byLabel(c, 'Username') as HTMLInputElement).type, 'text');
  const password = byLabel(c, 'Password') as HTMLInputElement;
  assert.is(password.type, 'password');
  assert.is((byLabel(c, 'API key') as HTMLInputElement).type, 'password');
  const pin = byLabel(c, 'Pin') as HTMLInputElement;
  assert.is(pin.type, 'password', 'an Int secret is a masked digit field');
  click(byLabel(c, 'Show Password'));
  assert.is(password.type, 'text');
  type(byLabel(c, 'Username'), 'ada');
  type(password, 'hunter2');
  type(pin, '0042');
  click(byLabel(c, 'Run'));
  assert.equal(view.harness.sent, [{ username: 'ada', password: 'hunter2', pin: 42 }], 'the pin is still sent as an Int');
  view.unmount();
});

ArgumentFormSuite('gives a 0–100 score a number input and keeps stars for a rating', () => {
  const view = renderForm(undefined, operation('type Query { review("From 0 to 100" score: Int, rating: Int): String }'));
  const c = view.container;
  const score = byLabel(c, 'Score') as HTMLInputElement;
  assert.is(score.getAttribute('role'), null, 'a text-entry number field, not a radio');
  assert.ok(byLabel(c, '5 stars'), 'the rating keeps its stars');
  type(score, '87');
  blur(score);
  click(byLabel(c, '4 stars'));
  click(byLabel(c, 'Run'));
  assert.equal(view.harness.sent, [{ score: 87, rating: 4 }]);
  view.unmount();
});

ArgumentFormSuite('accepts rgb() for an RGB argument and hex for a HexColorCode one', () => {
  const view = renderForm(undefined, operation('scalar RGB scalar HexColorCode type Query { paint(tint: RGB, accent: HexColorCode): String }'));
  const c = view.container;
  paste(byLabel(c, 'Tint'), 'rgb(0, 0, 0)');
  paste(byLabel(c, 'Accent'), '#1a73e8');
  blur(byLabel(c, 'Accent'));
  click(byLabel(c, 'Run'));
  assert.equal(view.harness.sent, [{ tint: 'rgb(0, 0, 0)', accent: '#1a73e8' }]);
  view.unmount();
});

ArgumentFormSuite('draws descriptions as Markdown help without a type signature, the type a quiet detail after the field', async () => {
  const target = operation(/* GraphQL */ `
    scalar JSON
    enum Category { MUSIC FILM }
    type Query {
      search(
        "Apply *one or more* filters; see the [search syntax](https://shopify.dev/api/usage/search-syntax)."
        text: String!
        "Extra options."
        options: JSON
        tags: [Category!]
        "How many." first: Int @deprecated(reason: "Use \`limit\`.")
      ): String
    }
  `);
  const view = renderForm(undefined, { field: target.field, form: { ...target.form, fields: [...target.form.fields, ...target.form.deprecatedFields] } });
  const c = view.container;
  await waitFor(() => c.querySelector('[data-path="text"] .facet-description a') !== null, 2000, 'the rendered link');
  const link = $(c, '[data-path="text"] .facet-description a');
  assert.equal([link.textContent, link.getAttribute('href'), link.getAttribute('rel')], ['search syntax', 'https://shopify.dev/api/usage/search-syntax', 'noopener noreferrer']);
  assert.is($(c, '[data-path="text"] .facet-description em').textContent, 'one or more');
  const helps = [...c.querySelectorAll('.facet-description')].map((d) => d.textContent ?? '');
  for (const help of helps) assert.not.match(help, /String!|\bJSON JSON\b|\[Category!\]|· Int|·/, help);
  assert.match(description(byLabel(c, 'Options')), /^Extra options\. JSON, e\.g\./);
  assert.match(description(byLabel(c, 'First')), 'How many. Deprecated: Use limit.');
  const types = Object.fromEntries([...c.querySelectorAll('[data-path]')].map((f) => [f.getAttribute('data-path'), f.querySelector(':scope > .facet-field-type')?.textContent ?? null]));
  assert.equal(types, { text: 'String!', options: 'JSON', tags: '[Category!]', first: 'Int' });
  view.unmount();
});

ArgumentFormSuite.run();


const GroupSuite = suite('ArgumentForm optionalGroupLabel');

GroupSuite('draws required fields, then the actions, then the optional ones in a closed group that an error opens', () => {
  const target = operation('type Query { find(id: ID!, limit: Int = 10, text: String): String }');
  function Screen() {
    const [values, setValues] = useState<FormValues>(initialFormValues(target.form));
    const [errors, setErrors] = useState<readonly FieldError[]>([]);
    return (
      <I18nProvider locale="en-US">
        <ArgumentForm fields={target.form.fields} values={values} onChange={setValues} errors={errors} optionalGroupLabel="More filters"
          actions={<button type="button" onClick={() => setErrors([{ path: ['text'], message: 'Too short.' }])}>Run</button>} />
      </I18nProvider>
    );
  }
  const view = render(<Screen />);
  const c = view.container;
  const order = [...c.querySelectorAll('input, button')].map((el) => accessibleName(el) || el.textContent);
  assert.equal(order, ['ID', 'Run', 'More filters (2), none set'], 'the default limit counts as nothing set');
  assert.is(c.querySelector('[data-path="text"]'), null);
  click(byLabel(c, 'Run'));
  const group = byLabel(c, 'More filters (2), none set, needs attention');
  assert.is(group.getAttribute('aria-expanded'), 'true');
  assert.match(description(byLabel(c, 'Text')), 'Too short.');
  view.unmount();
});

GroupSuite.run();

// ---

const LazySuite = suite('ArgumentForm on a Hasura-like schema (lazy input objects)');

const hasura = hasuraLikeSchema();
const paths = (root: ParentNode) => [...root.querySelectorAll('[data-path]')].map((el) => el.getAttribute('data-path')!);
/** The form of one root field of the Hasura-like schema, rendered as a screen would. */
function hasuraForm(kind: 'query' | 'mutation' | 'subscription', name: string) {
  const type = kind === 'query' ? hasura.getQueryType() : kind === 'mutation' ? hasura.getMutationType() : hasura.getSubscriptionType();
  const target = type!.getFields()[name] as GraphQLField<unknown, unknown>;
  return renderForm(undefined, { field: target, form: buildArgumentForm(target) });
}

LazySuite('draws every screen of a 300-type Hasura-like schema within the field budget and 200 DOM nodes', () => {
  let largest = { name: '', fields: 0, nodes: 0 };
  for (const { kind, field: target } of everyRootField(hasura)) {
    const view = renderForm(undefined, { field: target, form: buildArgumentForm(target) });
    const form = view.container.querySelector('.facet-argument-form') ?? view.container;
    const counts = { name: `${kind} ${target.name}`, fields: paths(form).length, nodes: form.querySelectorAll('*').length };
    if (counts.nodes > largest.nodes) largest = counts;
    view.unmount();
    assert.ok(counts.fields <= FORM_FIELDS_UP_FRONT_MAX, `${counts.name}: ${counts.fields} fields`);
  }
  assert.ok(largest.nodes <= 200, `${largest.name}: ${largest.nodes} nodes`);
});

LazySuite('opens the largest insert with its required row only: columns drawn, relations closed', () => {
  const view = hasuraForm('mutation', 'insert_users_one');
  const drawn = paths(view.container);
  assert.equal(drawn.filter((p) => p.split('.').length > 2), [], 'nothing below the row itself');
  assert.ok(drawn.includes('object.name') && drawn.includes('object.projects') && drawn.includes('object.orders_parent'));
  assert.not.ok(isOpen(section(view.container, 'Projects')), 'the nested relation insert waits for the user');
  assert.not.ok(isOpen(section(view.container, 'On conflict')));
  view.unmount();
});

LazySuite('opening a recursive filter draws one level, and each further opening one more', () => {
  const view = hasuraForm('query', 'users');
  const c = view.container;
  assert.equal(paths(c), ['distinct_on', 'limit', 'offset', 'order_by', 'where']);
  assert.not.ok(isOpen(section(c, 'Where')));
  click(section(c, 'Where'));
  const level1 = paths(c).filter((p) => p.startsWith('where.'));
  assert.is(level1.length, Object.keys((hasura.getType('users_bool_exp') as GraphQLInputObjectType).getFields()).length);
  assert.ok(level1.every((p) => p.split('.').length === 2), 'one level');
  click(section(c, 'Not'));
  const level2 = paths(c).filter((p) => p.startsWith('where._not.'));
  assert.is(level2.length, level1.length, 'the same filter, one level further');
  assert.ok(paths(c).every((p) => p.split('.').length <= 3));
  view.unmount();
});

LazySuite('"Add condition" adds one condition to `_and`, one level deep', () => {
  const view = hasuraForm('query', 'users');
  const c = view.container;
  click(section(c, 'Where'));
  click(byLabel(c, 'Add condition'));
  const condition = paths(c).filter((p) => p.startsWith('where._and.0.'));
  assert.ok(condition.length > 0 && condition.every((p) => p.split('.').length === 4));
  assert.ok(byLabel(c, 'Remove condition 1'));
  view.unmount();
});

LazySuite.run();
