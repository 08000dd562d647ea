import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema } from 'graphql';
import { NO_DISPLAY_HINTS } from '../../../src/schema/index.ts';
import { renderValue, type ValueContext } from '../../../src/ui/results/render-value.tsx';
import { hintsResolverFor } from '../../../src/ui/results/result-hints.ts';
import { $, render } from '../../helpers/interact.ts';

const schema = buildSchema(/* GraphQL */ `
  scalar Date
  type Event { title: String day: Date venue: Venue }
  type Venue { name: String }
  type Query { event: Event }
`);
const cards: string[] = [];
const ctx: ValueContext = {
  hintsFor: hintsResolverFor(schema),
  schema: null,
  locale: 'en-US',
  timeZone: 'UTC',
  onAdoptToken: undefined,
  pageSize: 20,
  renderCard: (value, level, label) => {
    cards.push(`${label}@${level}`);
    return <p className="card">{String(value.name)}</p>;
  },
};
const event = { __typename: 'Event', title: 'Jazz night', day: '2026-03-01', venue: { __typename: 'Venue', name: 'Blue Hall' } };

// ---

const RenderValueSuite = suite('renderValue');

RenderValueSuite('draws a field as its parent\'s hints say: a date as a <time>', () => {
  const view = render(<>{renderValue(event.day, 'day', event, ctx.hintsFor(event), ctx, 4)}</>);
  assert.is($(view.container, 'time').getAttribute('datetime'), '2026-03-01');
  view.unmount();
});

RenderValueSuite('hands objects to the card renderer one level down, labelled by their field', () => {
  cards.length = 0;
  const view = render(<>{renderValue(event.venue, 'venue', event, ctx.hintsFor(event), ctx, 4)}</>);
  assert.equal(cards, ['Venue@4']);
  assert.is($(view.container, '.card').textContent, 'Blue Hall');
  view.unmount();
});

RenderValueSuite('draws scalars without hints as plain values', () => {
  const view = render(<>{renderValue(true, 'isFree', {}, NO_DISPLAY_HINTS, ctx, 4)}</>);
  assert.is(view.container.textContent, 'Yes');
  view.unmount();
});

RenderValueSuite.run();
