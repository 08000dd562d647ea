import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema, type GraphQLField } from 'graphql';
import { detectPagination } from '../../../src/schema/index.ts';
import { ServerError } from '../../../src/store/index.ts';
import { ResultAlerts, ResultView } from '../../../src/ui/results/result-view.tsx';
import { $, byLabel, click, render, waitFor } from '../../helpers/interact.ts';

/** Bounded wait for a lazy chunk's first load (a cold transform on a loaded 2-core machine). */
const LAZY_CHUNK_EXPIRY_MS = 15_000;

const schema = buildSchema(/* GraphQL */ `
  scalar Date
  scalar DateTime
  type Review { id: ID! authorName: String! createdAt: DateTime! }
  type Event { id: ID! title: String! date: Date! rating: Int ratingOutOf10: Int reviews: [Review!]! }
  type EventPage { items: [Event!]! total: Int! }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type EventEdge { cursor: String! node: Event! }
  type EventConnection { edges: [EventEdge!]! pageInfo: PageInfo! totalCount: Int! }
  type AuthPayload { token: String! }
  type Query {
    events(limit: Int = 2, offset: Int = 0): EventPage!
    eventsConnection(first: Int, after: String, last: Int, before: String): EventConnection!
    all: [Event!]!
    event(id: ID!): Event
  }
`);
const queryField = (name: string) => schema.getQueryType()!.getFields()[name] as GraphQLField<unknown, unknown>;
const event = (n: number) => ({ __typename: 'Event', id: `e${n}`, title: `Event ${n}`, date: `2026-03-${String(n).padStart(2, '0')}`, rating: 4 });
const titles = (c: HTMLElement) => [...c.querySelectorAll('.facet-result-list .facet-card-title, .facet-result-list .facet-compact-title')].map((h) => h.textContent);
const status = (c: HTMLElement) => $(c, '.facet-result-status').textContent;

const ResultViewSuite = suite('ResultView');

ResultViewSuite('shows an object as a card titled by its title field', () => {
  const view = render(<ResultView fieldName="event" data={{ event: event(1) }} schema={schema} />);
  assert.is($(view.container, '.facet-card-title').textContent, 'Event 1');
  assert.is(status(view.container), '1 result');
  view.unmount();
});

ResultViewSuite('resolves the display hints from the schema it is given, and draws plain fields without one', () => {
  const item = { ...event(1), ratingOutOf10: 8, reviews: [{ __typename: 'Review', id: 'r1', authorName: 'Ann', createdAt: '2026-03-02T10:00:00Z' }] };
  const hinted = render(<ResultView fieldName="event" data={{ event: item }} schema={schema} />);
  assert.is($(hinted.container, '.facet-card-title').textContent, 'Event 1');
  assert.is($(hinted.container, 'article article .facet-card-title').textContent, 'Ann', 'a nested type by its own hints');
  assert.ok(hinted.container.querySelector('time[datetime="2026-03-01"]'), 'the Date field as a date');
  assert.match(hinted.container.textContent ?? '', '8 out of 10');
  hinted.unmount();
  const plain = render(<ResultView fieldName="event" data={{ event: item }} />);
  assert.is($(plain.container, '.facet-card-title').textContent, 'Event #e1');
  assert.is(plain.container.querySelector('time'), null);
  plain.unmount();
});

ResultViewSuite('while the first answer is awaited, shows a skeleton shaped like the result, hidden from screen readers in a busy region', () => {
  const list = render(<ResultView fieldName="all" data={null} isLoading schema={schema} />);
  const skeleton = $(list.container, '[data-testid="result-skeleton"]');
  assert.is(skeleton.getAttribute('aria-hidden'), 'true');
  assert.ok(skeleton.classList.contains('facet-skeleton-list'));
  assert.is(skeleton.querySelectorAll('.facet-skeleton-block').length, 3);
  assert.is($(list.container, 'section').getAttribute('aria-busy'), 'true');
  assert.is(status(list.container), 'Loading all…');
  assert.not.match(list.container.textContent ?? '', /^Loading…$/);
  list.unmount();
  const one = render(<ResultView fieldName="event" data={null} isLoading schema={schema} />);
  assert.ok($(one.container, '[data-testid="result-skeleton"]').classList.contains('facet-skeleton-object'));
  one.unmount();
  const paged = render(<ResultView fieldName="events" data={null} isLoading schema={schema} shape={detectPagination(queryField('events'))} />);
  assert.ok($(paged.container, '[data-testid="result-skeleton"]').classList.contains('facet-skeleton-list'), 'a page object is a list');
  paged.rerender(<ResultView fieldName="events" data={{ events: { items: [event(1)], total: 1 } }} schema={schema} shape={detectPagination(queryField('events'))} />);
  assert.is(paged.container.querySelector('[data-testid="result-skeleton"]'), null, 'gone once the answer is there');
  paged.unmount();
});

ResultViewSuite('says an empty list plainly without a hint, and names the search when one was made', () => {
  const plain = render(<ResultView fieldName="all" data={{ all: [] }} schema={schema} />);
  assert.match($(plain.container, '.facet-empty-state').textContent ?? '', 'The server returned no all.');
  plain.unmount();
  const searched = render(<ResultView fieldName="all" data={{ all: [] }} schema={schema} empty={{ filters: [], searched: ['text “zzz”'] }} />);
  assert.match($(searched.container, '.facet-empty-state').textContent ?? '', 'No all match text “zzz”: try other words.');
  searched.unmount();
});

ResultViewSuite('toggles between cards and JSON', () => {
  const view = render(<ResultView fieldName="event" data={{ event: event(1) }} schema={schema} />);
  click(byLabel(view.container, 'JSON'));
  assert.ok(view.container.querySelector('.facet-json, pre'));
  assert.match(view.container.textContent ?? '', '"title": "Event 1"');
  assert.is(view.container.querySelector('.facet-card'), null);
  click(byLabel(view.container, 'Cards'));
  assert.ok(view.container.querySelector('.facet-card'));
  view.unmount();
});

ResultViewSuite('shows the transport error and each GraphQL error beside the partial data', () => {
  const error = new ServerError(502, '<html>Bad gateway</html>', undefined);
  const view = render(
    <ResultView defaultView="cards"
      fieldName="all"
      data={{ all: [event(1)] }}
      error={error}
      graphqlErrors={[{ message: 'rating failed', path: ['all', 0, 'rating'] }]}
      schema={schema}
    />,
  );
  const alerts = [...view.container.querySelectorAll('.facet-alert')].map((a) => a.textContent ?? '');
  assert.is(alerts.length, 2);
  assert.match(alerts[0]!, '502');
  assert.match(alerts[1]!, 'rating failed');
  assert.match(alerts[1]!, 'all');
  assert.equal(titles(view.container), ['Event 1']);
  assert.match(status(view.container), 'with 2 errors');
  view.unmount();
});

ResultViewSuite('opens a list of flat records as the table and one with related records as compact cards', async () => {
  const flat = render(<ResultView fieldName="all" data={{ all: [event(1), event(2)] }} schema={schema} />);
  await waitFor(() => flat.container.querySelector('[role="grid"]') !== null, LAZY_CHUNK_EXPIRY_MS, 'the table view');
  assert.is(flat.container.querySelector('.facet-compact'), null);
  flat.unmount();
  const nested = [{ ...event(1), reviews: [{ __typename: 'Review', id: 'r1', authorName: 'Ann', createdAt: '2026-03-01T10:00:00Z' }] }];
  const view = render(<ResultView fieldName="all" data={{ all: nested }} schema={schema} />);
  assert.equal(titles(view.container), ['Event 1']);
  assert.ok(view.container.querySelector('.facet-result-list .facet-compact'));
  view.unmount();
});

ResultViewSuite('pages a plain list on the client', () => {
  const all = Array.from({ length: 25 }, (_, i) => event(i + 1));
  const view = render(<ResultView defaultView="cards" fieldName="all" data={{ all }} schema={schema} />);
  assert.is(titles(view.container).length, 20);
  assert.is(status(view.container), '25 results');
  click(byLabel(view.container, 'Page 2'));
  assert.equal(titles(view.container), ['Event 21', 'Event 22', 'Event 23', 'Event 24', 'Event 25']);
  view.unmount();
});

ResultViewSuite('asks the screen for the next offset page', () => {
  const asked: Array<Record<string, unknown>> = [];
  const view = render(
    <ResultView
      fieldName="events"
      data={{ events: { __typename: 'EventPage', items: [event(1), event(2)], total: 5 } }}
      schema={schema}
      pager={{ shape: detectPagination(queryField('events')), variables: { limit: 2, offset: 0 }, onVariablesChange: (v) => asked.push(v) }}
    />,
  );
  assert.match(status(view.container), '5 results in total');
  click(byLabel(view.container, 'Page 3'));
  assert.equal(asked, [{ limit: 2, offset: 4 }]);
  view.unmount();
});

ResultViewSuite('asks for the page after the end cursor of a Relay connection, then back', () => {
  const asked: Array<Record<string, unknown>> = [];
  const data = (after: boolean) => ({
    eventsConnection: {
      __typename: 'EventConnection',
      edges: [{ __typename: 'EventEdge', cursor: after ? 'c3' : 'c1', node: event(after ? 3 : 1) }],
      pageInfo: { __typename: 'PageInfo', hasNextPage: true, hasPreviousPage: after, startCursor: after ? 'c3' : 'c1', endCursor: after ? 'c3' : 'c1' },
      totalCount: 9,
    },
  });
  const shape = detectPagination(queryField('eventsConnection'));
  const view = render(<ResultView fieldName="eventsConnection" data={data(false)} pager={{ shape, variables: { first: 1 }, onVariablesChange: (v) => asked.push(v) }} />);
  click(byLabel(view.container, 'Next page'));
  assert.equal(asked, [{ first: 1, after: 'c1' }]);
  view.rerender(<ResultView fieldName="eventsConnection" data={data(true)} pager={{ shape, variables: { first: 1, after: 'c1' }, onVariablesChange: (v) => asked.push(v) }} />);
  click(byLabel(view.container, 'Previous page'));
  assert.equal(asked[1], { first: 1 });
  view.unmount();
});

ResultViewSuite('switches a dated list to a month calendar', async () => {
  const view = render(<ResultView fieldName="all" data={{ all: [event(1), event(2)] }} schema={schema} />);
  click(byLabel(view.container, 'Calendar'));
  // The calendar view is a lazy chunk; its first import in a fresh checkout is a cold transform.
  await waitFor(() => view.container.querySelector('table') !== null, LAZY_CHUNK_EXPIRY_MS, 'the calendar view');
  assert.match($(view.container, 'table').textContent ?? '', 'Event 2');
  view.unmount();
});

ResultViewSuite('keeps the pager under the calendar of a paged list, and counts a month "on this page"', async () => {
  const many = Array.from({ length: 25 }, (_, i) => event(i + 1));
  const view = render(<ResultView fieldName="all" data={{ all: many }} schema={schema} />);
  click(byLabel(view.container, 'Calendar'));
  await waitFor(() => view.container.querySelector('.facet-calendar-summary') !== null, LAZY_CHUNK_EXPIRY_MS, 'the calendar view');
  assert.ok(view.container.querySelector('nav[aria-label="all pages"]'), 'the pager stays');
  assert.match($(view.container, '.facet-calendar-summary').textContent ?? '', 'on this page');
  view.unmount();
});

const viewChoices = (c: HTMLElement) => [...$(c, '.facet-view-switch').querySelectorAll('label')].map((l) => l.textContent);
const tableTitles = (c: HTMLElement) => [...c.querySelectorAll('[role="grid"] [role="rowheader"]')].map((cell) => cell.textContent);

ResultViewSuite('offers the table only for a list of objects', () => {
  const single = render(<ResultView fieldName="event" data={{ event: event(1) }} schema={schema} />);
  assert.equal(viewChoices(single.container), ['Cards', 'JSON']);
  single.unmount();
  const scalars = render(<ResultView fieldName="tags" data={{ tags: ['a', 'b'] }} />);
  assert.equal(viewChoices(scalars.container), ['Cards', 'JSON']);
  scalars.unmount();
  const list = render(<ResultView fieldName="all" data={{ all: [event(1), event(2)] }} schema={schema} />);
  assert.equal(viewChoices(list.container), ['Cards', 'Table', 'JSON', 'Calendar']);
  list.unmount();
});

ResultViewSuite('shows the page the cards show as a table named for the field, and keeps paging on the client', async () => {
  const all = Array.from({ length: 25 }, (_, i) => event(i + 1));
  const view = render(<ResultView defaultView="cards" fieldName="all" data={{ all }} schema={schema} />);
  click(byLabel(view.container, 'Page 2'));
  click(byLabel(view.container, 'Table'));
  await waitFor(() => view.container.querySelector('[role="grid"]') !== null, LAZY_CHUNK_EXPIRY_MS, 'the table view');
  assert.is($(view.container, '[role="grid"]').getAttribute('aria-label'), 'all, as a table');
  assert.equal(tableTitles(view.container), ['Event 21', 'Event 22', 'Event 23', 'Event 24', 'Event 25'], 'the same page 2');
  assert.is(view.container.querySelector('.facet-result-list'), null, 'no cards beside it');
  click(byLabel(view.container, 'Page 1'));
  assert.is(tableTitles(view.container).length, 20);
  assert.is(tableTitles(view.container)[0], 'Event 1');
  click(byLabel(view.container, 'Cards'));
  assert.is(titles(view.container)[0], 'Event 1', 'back to cards on the same page');
  view.unmount();
});

ResultViewSuite('keeps server paging under the table', async () => {
  const asked: Array<Record<string, unknown>> = [];
  const view = render(
    <ResultView
      fieldName="events"
      data={{ events: { __typename: 'EventPage', items: [event(1), event(2)], total: 5 } }}
      schema={schema}
      pager={{ shape: detectPagination(queryField('events')), variables: { limit: 2, offset: 0 }, onVariablesChange: (v) => asked.push(v) }}
    />,
  );
  click(byLabel(view.container, 'Table'));
  await waitFor(() => view.container.querySelector('[role="grid"]') !== null, LAZY_CHUNK_EXPIRY_MS, 'the table view');
  assert.equal(tableTitles(view.container), ['Event 1', 'Event 2']);
  click(byLabel(view.container, 'Page 3'));
  assert.equal(asked, [{ limit: 2, offset: 4 }]);
  view.unmount();
});

ResultViewSuite('keeps the cursors walked past when switching to the table', async () => {
  const asked: Array<Record<string, unknown>> = [];
  const data = (n: number) => ({
    eventsConnection: {
      __typename: 'EventConnection',
      edges: [{ __typename: 'EventEdge', cursor: `c${n}`, node: event(n) }],
      pageInfo: { __typename: 'PageInfo', hasNextPage: true, hasPreviousPage: n > 1, startCursor: `c${n}`, endCursor: `c${n}` },
      totalCount: 9,
    },
  });
  const shape = detectPagination(queryField('eventsConnection'));
  const pager = (variables: Record<string, unknown>) => ({ shape, variables, onVariablesChange: (v: Record<string, unknown>) => asked.push(v) });
  const view = render(<ResultView fieldName="eventsConnection" data={data(1)} schema={schema} pager={pager({ first: 1 })} />);
  click(byLabel(view.container, 'Next page'));
  view.rerender(<ResultView fieldName="eventsConnection" data={data(2)} schema={schema} pager={pager({ first: 1, after: 'c1' })} />);
  click(byLabel(view.container, 'Table'));
  await waitFor(() => view.container.querySelector('[role="grid"]') !== null, LAZY_CHUNK_EXPIRY_MS, 'the table view');
  assert.equal(tableTitles(view.container), ['Event 2']);
  click(byLabel(view.container, 'Previous page'));
  assert.equal(asked[1], { first: 1 }, 'back to the first page by the remembered cursor, not by last/before');
  view.unmount();
});

ResultViewSuite('lists the items of a page object given only its shape, paged on the client', () => {
  const items = Array.from({ length: 25 }, (_, i) => event(i + 1));
  const view = render(
    <ResultView defaultView="cards" fieldName="events" data={{ events: { __typename: 'EventPage', items, total: 40 } }} schema={schema} shape={detectPagination(queryField('events'))} />,
  );
  assert.is(status(view.container), '40 results in total, 25 shown');
  assert.is(titles(view.container).length, 20);
  click(byLabel(view.container, 'Page 2'));
  assert.equal(titles(view.container), ['Event 21', 'Event 22', 'Event 23', 'Event 24', 'Event 25']);
  view.unmount();
});

ResultViewSuite('lists the nodes of a connection given only its shape, never its edges, cursors or page info', () => {
  const data = {
    eventsConnection: {
      __typename: 'EventConnection',
      edges: [1, 2].map((n) => ({ __typename: 'EventEdge', cursor: `c${n}`, node: event(n) })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: true, hasPreviousPage: false, startCursor: 'c1', endCursor: 'c2' },
      totalCount: 9,
    },
  };
  const view = render(<ResultView defaultView="cards" fieldName="eventsConnection" data={data} schema={schema} shape={detectPagination(queryField('eventsConnection'))} />);
  assert.equal(titles(view.container), ['Event 1', 'Event 2']);
  assert.is(status(view.container), '9 results in total, 2 shown');
  const labels = [...view.container.querySelectorAll('dt')].map((dt) => dt.textContent);
  for (const raw of ['Edges', 'Cursor', 'Page info', 'Node']) assert.not.ok(labels.includes(raw), raw);
  assert.is(view.container.querySelector('nav'), null, 'one page: no pagination');
  view.unmount();
});

ResultViewSuite('shows a connection without edges or nodes (aliased, or only its total) as one card', () => {
  const data = { eventsConnection: { __typename: 'EventConnection', list: [{ __typename: 'EventEdge', node: event(1) }], totalCount: 9 } };
  const view = render(<ResultView defaultView="cards" fieldName="eventsConnection" data={data} schema={schema} shape={detectPagination(queryField('eventsConnection'))} />);
  assert.is(status(view.container), '1 result');
  assert.match(view.container.textContent ?? '', 'Event 1');
  view.unmount();
});

ResultViewSuite('offers the calendar for a dated list inside a single result', async () => {
  const reviews = [
    { __typename: 'Review', id: 'r1', authorName: 'Ann', createdAt: '2026-03-02T10:00:00Z' },
    { __typename: 'Review', id: 'r2', authorName: 'Bob', createdAt: '2026-03-20T10:00:00Z' },
  ];
  const view = render(<ResultView fieldName="event" data={{ event: { ...event(1), reviews } }} schema={schema} />);
  const top = [...view.container.querySelectorAll('[role="radio"], input[type="radio"]')].map((r) => r.closest('label')?.textContent);
  assert.equal(top, ['Cards', 'JSON', 'Cards', 'Calendar'], 'the result itself is one card; its reviews can be a calendar');
  const reviewsSwitch = byLabel(view.container, 'Show reviews as');
  click(byLabel(reviewsSwitch, 'Calendar'));
  await waitFor(() => view.container.querySelector('table') !== null, LAZY_CHUNK_EXPIRY_MS, 'the calendar view');
  assert.match($(view.container, 'table').textContent ?? '', 'Bob');
  view.unmount();
});

ResultViewSuite('offers a token field as the sign-in token', () => {
  const adopted: string[] = [];
  const view = render(
    <ResultView fieldName="login" data={{ login: { __typename: 'AuthPayload', token: 'secret-token-123' } }} schema={schema} onAdoptToken={(t) => adopted.push(t)} />,
  );
  assert.not.match(view.container.textContent ?? '', 'secret-token-123');
  click(byLabel(view.container, 'Use as sign-in token'));
  assert.equal(adopted, ['secret-token-123']);
  view.unmount();
});

ResultViewSuite('shows image objects as images, and a file by its media type', () => {
  const images = buildSchema(/* GraphQL */ `
    type Image { url: String! alt: String width: Int height: Int }
    type Attachment { name: String! url: String! mimeType: String! }
    type Album { title: String! cover: Image attachments: [Attachment!]! }
    type Query { album: Album }
  `);
  const album = {
    __typename: 'Album',
    title: 'Trip',
    cover: { __typename: 'Image', url: 'https://cdn.test/c/9', alt: 'The harbour', width: 1200, height: 800 },
    attachments: [
      { __typename: 'Attachment', name: 'Boat', url: 'https://cdn.test/f/1', mimeType: 'image/jpeg' },
      { __typename: 'Attachment', name: 'Tickets', url: 'https://cdn.test/f/2.png', mimeType: 'application/pdf' },
    ],
  };
  const view = render(<ResultView fieldName="album" data={{ album }} schema={images} />);
  const imgs = [...view.container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width')]);
  assert.equal(imgs, [
    ['https://cdn.test/c/9', 'The harbour', '1200'],
    ['https://cdn.test/f/1', 'Boat', null],
  ], 'the cover, and the attachment whose media type is an image; the pdf stays a link');
  assert.equal([...view.container.querySelectorAll('.facet-card-title')].map((h) => h.textContent), ['Trip', 'Boat', 'Tickets'], 'no card for the cover');
  assert.ok([...view.container.querySelectorAll('a')].some((a) => a.getAttribute('href') === 'https://cdn.test/f/2.png'));
  view.unmount();
});

ResultViewSuite('shows a value nested 10,000 levels deep in the cards (cut off) and in the JSON view', () => {
  let deep: unknown = 'bottom';
  for (let i = 0; i < 10_000; i++) deep = { child: deep };
  const view = render(<ResultView fieldName="event" data={{ event: { __typename: 'Event', id: 'e1', title: 'Deep', settings: deep } }} schema={schema} />);
  assert.ok([...view.container.querySelectorAll('button')].some((b) => b.textContent === 'Show as JSON'));
  click(byLabel(view.container, 'JSON'));
  const text = $(view.container, 'pre').textContent ?? '';
  assert.match(text, '"title": "Deep"');
  assert.match(text, '"child": {');
  view.unmount();
});

ResultViewSuite('offers Export beside the view switch: the whole result as JSON, each list as CSV', async () => {
  const view = render(<ResultView fieldName="events" data={{ events: { items: [event(1), event(2)], total: 2 } }} schema={schema} />);
  const trigger = [...view.container.querySelectorAll('.facet-result-tools button')].find((b) => b.textContent === 'Export')!;
  assert.ok(trigger, 'an Export button in the result view');
  click(trigger);
  await waitFor(() => document.querySelectorAll('[role="menuitem"]').length > 0, 2000, 'the menu');
  assert.equal([...document.querySelectorAll('[role="menuitem"]')].map((el) => el.textContent), ['Whole result as JSON', 'events.items as CSV (2 rows)']);
  view.unmount();
});

ResultViewSuite.run();

// ---

const ResultAlertsSuite = suite('ResultAlerts');

ResultAlertsSuite('shows the transport error first, then each GraphQL error with its path', () => {
  const view = render(<ResultAlerts error={new ServerError(500, 'boom', undefined)} graphqlErrors={[{ message: 'one', path: ['a', 1] }, { message: 'two' }]} />);
  const alerts = [...view.container.querySelectorAll('.facet-alert')].map((a) => a.textContent ?? '');
  assert.is(alerts.length, 3);
  assert.match(alerts[0]!, '500');
  assert.match(alerts[1]!, 'one');
  assert.match(alerts[2]!, 'two');
  view.unmount();
});

ResultAlertsSuite('renders nothing without errors', () => {
  const view = render(<ResultAlerts />);
  assert.is(view.container.innerHTML, '');
  view.unmount();
});

ResultAlertsSuite.run();
