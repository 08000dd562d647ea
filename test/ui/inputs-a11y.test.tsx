// axe-core over every input widget in its main states (empty, filled, required, invalid,
// optional), under happy-dom. Colour contrast needs real layout, so that rule is left to the
// Chromium e2e run; everything structural (names, roles, ARIA references, required and invalid
// states) is checked here.
import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import axe from 'axe-core';
import { act, useState, type ReactNode } from 'react';
import type { GraphQLField } from 'graphql';
import { buildArgumentForm, initialFormValues, type FormValues } from '../../src/schema/index.ts';
import { ArgumentForm } from '../../src/ui/inputs/argument-form.tsx';
import { hasuraLikeSchema } from '../helpers/hasura-like.ts';
import { I18nProvider } from 'react-aria-components';
import { TextInput } from '../../src/ui/inputs/text-input.tsx';
import { NumberInput } from '../../src/ui/inputs/number-input.tsx';
import { SwitchInput } from '../../src/ui/inputs/switch-input.tsx';
import { EnumSelect } from '../../src/ui/inputs/enum-select.tsx';
import { JsonInput } from '../../src/ui/inputs/json-input.tsx';
import { RatingInput } from '../../src/ui/inputs/rating-input.tsx';
import { TagsInput } from '../../src/ui/inputs/tags-input.tsx';
import { FileInput } from '../../src/ui/inputs/file-input.tsx';
import { Fieldset, RepeatableFieldset } from '../../src/ui/inputs/fieldset.tsx';
import { DateInput } from '../../src/ui/inputs/date-input.tsx';
import { DateTimeInput } from '../../src/ui/inputs/date-time-input.tsx';
import { TimeInput } from '../../src/ui/inputs/time-input.tsx';
import { $, accessibleName, click, render, type } from '../helpers/interact.ts';

const noop = () => {};
/** More values than SELECT_MAX_OPTIONS: the enum select filters as the user types. */
const CURRENCIES = ['AUD', 'BRL', 'CAD', 'CHF', 'CNY', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'INR', 'JPY', 'MXN', 'NOK', 'NZD', 'PLN', 'SEK', 'USD'];

async function violations(ui: ReactNode, open?: (container: HTMLElement) => void): Promise<string[]> {
  const view = render(<I18nProvider locale="en-US"><main><form aria-label="Arguments">{ui}</form></main></I18nProvider>);
  let result: axe.AxeResults | undefined;
  let positiveTabIndex: Element[] = [];
  try {
    open?.(view.container);
    // axe moves focus while it inspects, which updates React Aria state: keep that inside act().
    await act(async () => {
      result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    });
    positiveTabIndex = [...document.querySelectorAll('[tabindex]')].filter((el) => Number(el.getAttribute('tabindex')) > 0);
  } finally {
    view.unmount();
  }
  return [
    ...result!.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(' | ')}`),
    ...positiveTabIndex.map((el) => `positive tabindex: ${el.outerHTML}`),
  ];
}

const cases: [string, ReactNode][] = [
  ['text, required and invalid', <TextInput label="Title" value={null} onChange={noop} isRequired errorMessage="Title is required" description="Shown on cards" />],
  ['url and id', <><TextInput label="Website" kind="url" value="https://a.io" onChange={noop} /><TextInput label="Id" kind="id" value="1" onChange={noop} /></>],
  ['number, invalid', <NumberInput label="Seats" value={5} onChange={noop} errorMessage="Too many" />],
  ['switch, required and optional', <><SwitchInput label="Featured" value={true} onChange={noop} isRequired /><SwitchInput label="Free" value={false} onChange={noop} description="No ticket" /></>],
  ['enum as radios', <EnumSelect label="Genre" value="ROCK" onChange={noop} options={['JAZZ', 'ROCK']} errorMessage="Pick one" />],
  ['enum as select', <EnumSelect label="Country" value={null} onChange={noop} options={['A', 'B', 'C', 'D', 'E', 'F']} isRequired />],
  ['enum as combobox, required and invalid', <EnumSelect label="Currency" value={null} onChange={noop} options={CURRENCIES} isRequired errorMessage="Required" description="Paid in" />],
  ['enum as combobox, optional and set', <EnumSelect label="Currency" value="EUR" onChange={noop} options={CURRENCIES} />],
  ['json', <JsonInput label="Metadata" value={{ a: 1 }} onChange={noop} isRequired errorMessage="Required" />],
  ['rating, optional', <RatingInput label="Rating" value={3} onChange={noop} description="Stars" />],
  ['tags, scalars and enums', <><TagsInput label="Tags" value={['a', 'b']} onChange={noop} /><TagsInput label="Genres" value={['JAZZ']} onChange={noop} enumValues={['JAZZ', 'ROCK']} /></>],
  ['file, with a file and progress', <FileInput label="Photo" value={new File(['x'], 'a.png', { type: 'image/png' })} onChange={noop} progress={0.5} isRequired errorMessage="Too big" />],
  ['fieldsets', (
    <Fieldset label="Venue" description="Where">
      <TextInput label="City" value="Oslo" onChange={noop} />
      <RepeatableFieldset label="Rooms" items={[{ n: 'A' }]} onChange={noop} createItem={() => ({ n: '' })} itemNoun="room"
        renderItem={(item) => <TextInput label="Name" value={item.n} onChange={noop} />} />
    </Fieldset>
  )],
  ['date, time and date-time', (
    <>
      <DateInput label="Date" value="2026-05-01" onChange={noop} isRequired errorMessage="Too early" />
      <DateTimeInput label="Starts" value="2026-05-01T19:30:00+02:00" onChange={noop} timeZone="Europe/Berlin" />
      <TimeInput label="Doors" value="19:00:00" onChange={noop} description="Local" />
    </>
  )],
];

const a11ySuite = suite('input widgets (axe-core)');

a11ySuite('reports an unlabelled input (the check itself works)', async () => {
  const found = await violations(<input />);
  assert.ok(found.some((v) => v.startsWith('label ')), found.join('\n'));
});

for (const [name, ui] of cases) {
  a11ySuite(`${name}: has no axe violations and no positive tabindex`, async () => {
    assert.equal(await violations(ui), []);
  });
}

a11ySuite('a required select and a required list of objects say "required" to assistive technology', () => {
  const view = render(
    <I18nProvider locale="en-US">
      <EnumSelect label="Country" value={null} onChange={noop} options={['A', 'B', 'C', 'D', 'E', 'F']} isRequired />
      <RepeatableFieldset label="Rooms" items={[]} onChange={noop} createItem={() => ({})} itemNoun="room" renderItem={() => null} isRequired />
    </I18nProvider>,
  );
  assert.match(accessibleName($(view.container, 'button')), '(required)');
  assert.match($(view.container, 'legend').textContent ?? '', 'Rooms');
  assert.match($(view.container, 'legend').textContent ?? '', '(required)');
  view.unmount();
});

// Forms of a 315-type Hasura-like schema (test/helpers/hasura-like.ts), as the operation screens
// draw them, closed and with their recursive filter and nested inserts opened a level.
const hasura = hasuraLikeSchema();
const hasuraCases: Array<[string, 'query' | 'mutation' | 'subscription', string, string[]]> = [
  ['users query, where and _not opened, a condition added', 'query', 'users', ['Where', 'Not', 'Add condition']],
  ['insert_users_one, relations and on_conflict opened', 'mutation', 'insert_users_one', ['Projects', 'On conflict', 'Add data']],
  ['update_users, the required where', 'mutation', 'update_users', []],
  ['users_stream subscription, a cursor added', 'subscription', 'users_stream', ['Add cursor']],
];

for (const [name, kind, fieldName, presses] of hasuraCases) {
  a11ySuite(`Hasura-like form, ${name}: has no axe violations`, async () => {
    const root = kind === 'query' ? hasura.getQueryType() : kind === 'mutation' ? hasura.getMutationType() : hasura.getSubscriptionType();
    const form = buildArgumentForm(root!.getFields()[fieldName] as GraphQLField<unknown, unknown>);
    function Screen() {
      const [values, setValues] = useState<FormValues>(initialFormValues(form));
      return <ArgumentForm fields={form.fields} values={values} onChange={setValues} />;
    }
    const found = await violations(<Screen />, (container) => {
      for (const label of presses) {
        const target = [...container.querySelectorAll('button')].find((b) => accessibleName(b) === label || accessibleName(b).startsWith(`${label},`));
        assert.ok(target, `a button "${label}"`);
        click(target!);
      }
    });
    assert.equal(found, []);
  });
}

a11ySuite('the open select listbox has no axe violations', async () => {
  const found = await violations(
    <EnumSelect label="Country" value="B" onChange={noop} options={['A', 'B', 'C', 'D', 'E', 'F']} />,
    (container) => click($(container, 'button')),
  );
  assert.equal(found, []);
});

a11ySuite('the open enum combobox, unfiltered and filtered, has no axe violations', async () => {
  const ui = <EnumSelect label="Currency" value="EUR" onChange={noop} options={CURRENCIES} />;
  // React Aria portals a combobox's non-modal popup to the end of <body>, outside the landmarks
  // (a Select's modal one hides the rest of the page instead), so the best-practice "region" rule
  // (moderate) flags the listbox; the input owns it through aria-controls, and the browser run
  // fails on serious and critical impacts only. Every other rule applies.
  const outsideRegions = (found: string[]) => found.filter((v) => !v.startsWith('region (moderate)'));
  const options = () => document.querySelectorAll('[role="listbox"] [role="option"][data-key]').length;
  assert.equal(outsideRegions(await violations(ui, (container) => {
    click($(container, '.facet-combobox-button'));
    assert.is(options(), CURRENCIES.length + 1, 'open, every choice and "Not set"');
  })), []);
  assert.equal(outsideRegions(await violations(ui, (container) => {
    type($(container, 'input'), 'k', { replace: true });
    assert.is(options(), 5, 'filtered: CZK, DKK, HKD, NOK, SEK');
  })), []);
});

a11ySuite('the open calendar has no axe violations', async () => {
  const found = await violations(
    <DateInput label="Date" value="2026-05-01" onChange={noop} />,
    (container) => click($(container, '.facet-calendar-button')),
  );
  assert.equal(found, []);
});

a11ySuite.run();
