// Values read the same everywhere (issue 16 "Speak the user's language"): enum values in cards,
// lists, tables and root fields as the forms' selects name them, root dates (`serverTime`) as the
// one date formatter writes them; the wire value stays as the tooltip.
import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema } from 'graphql';
import { widgetForInput } from '../../../src/schema/index.ts';
import { EnumValue } from '../../../src/ui/results/enum-value.tsx';
import { ResultCard, ResultValue } from '../../../src/ui/results/result-card.tsx';
import { ResultTable } from '../../../src/ui/results/result-table.tsx';
import { ResultView } from '../../../src/ui/results/result-view.tsx';
import { $, render } from '../../helpers/interact.ts';

const schema = buildSchema(/* GraphQL */ `
  scalar DateTime
  enum Category { MUSIC ROCK_MUSIC TECH }
  type Event { id: ID! title: String! category: Category! categories: [Category!]! }
  type Query { event: Event serverTime: DateTime! favourite: Category kinds: [Category!]! }
  type Subscription { tick: DateTime! }
`);
const EVENT = { __typename: 'Event', id: 'e1', title: 'Jazz Night', category: 'MUSIC', categories: ['ROCK_MUSIC', 'TECH'] };
const enumTexts = (root: ParentNode) => [...root.querySelectorAll('.facet-enum-value')].map((e) => [e.textContent, e.getAttribute('title')]);

const values = suite('enum and date values in results');

values('shows an enum field of a card as the select shows it, the wire value as its tooltip', () => {
  const view = render(<ResultCard value={EVENT} schema={schema} />);
  assert.equal(enumTexts(view.container), [
    ['Music', 'MUSIC'],
    ['Rock music', 'ROCK_MUSIC'],
    ['Tech', 'TECH'],
  ]);
  assert.not.match(view.container.textContent ?? '', 'MUSIC');
  view.unmount();
});

values('uses the very labels of the form\'s select', () => {
  const widget = widgetForInput(schema.getType('Category') as never, 'category');
  const labels = widget.kind === 'select' ? widget.options.map((o) => o.label) : [];
  assert.is(labels.length, 3);
  const view = render(
    <>
      {['MUSIC', 'ROCK_MUSIC', 'TECH'].map((v) => (
        <EnumValue key={v} value={v} />
      ))}
    </>,
  );
  assert.equal(enumTexts(view.container).map(([text]) => text), labels);
  view.unmount();
});

values('shows enums in table cells as in cards', () => {
  const view = render(<ResultTable items={[EVENT]} label="events, as a table" schema={schema} locale="en-US" />);
  assert.equal(enumTexts(view.container), [['Music', 'MUSIC']]);
  view.unmount();
});

values('formats a root field\'s own date and enum by the root type, in results and in a feed', () => {
  const time = render(<ResultView fieldName="serverTime" data={{ serverTime: '2026-12-24T19:30:00Z' }} schema={schema} />);
  const shown = $(time.container, 'time');
  assert.is(shown.getAttribute('datetime'), '2026-12-24T19:30:00.000Z');
  assert.is(shown.getAttribute('title'), '2026-12-24T19:30:00Z', 'the raw value stays reachable');
  assert.not.match(time.container.querySelector('.facet-result-scalar')?.textContent ?? '', '2026-12-24T');
  time.unmount();
  const favourite = render(<ResultView fieldName="favourite" data={{ favourite: 'ROCK_MUSIC' }} schema={schema} />);
  assert.equal(enumTexts(favourite.container), [['Rock music', 'ROCK_MUSIC']]);
  favourite.unmount();
  const kinds = render(<ResultView fieldName="kinds" data={{ kinds: ['MUSIC', 'TECH'] }} schema={schema} />);
  assert.equal(enumTexts(kinds.container).map(([text]) => text), ['Music', 'Tech']);
  kinds.unmount();
  const tick = render(<ResultValue value="2026-12-24T19:30:00Z" label="tick" rootField="tick" schema={schema} locale="en-US" timeZone="UTC" />);
  assert.is(tick.container.textContent, 'Dec 24, 2026, 7:30 PM');
  tick.unmount();
});

values.run();
