import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { buildSchema } from 'graphql';
import { RESULT_MAX_DEPTH } from '../../../src/ui/constants.ts';
import { ResultCard, ResultValue } from '../../../src/ui/results/result-card.tsx';
import { $, accessibleName, byLabel, click, render, waitFor } from '../../helpers/interact.ts';

/** Bounded wait for a lazy chunk's first load (a cold transform on a loaded 2-core machine). */
const LAZY_CHUNK_EXPIRY_MS = 15_000;

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** The cards resolve their own display hints from this schema (by __typename, else by the values). */
const schema = buildSchema(/* GraphQL */ `
  scalar Date
  scalar DateTime
  scalar LocalTime
  type Venue { id: ID! name: String city: String }
  type Review { id: ID! authorName: String stars: Int }
  type Event {
    id: ID! title: String description: String startsAt: DateTime day: Date doorsOpen: LocalTime rating: Int
    cover: String photos: [String] tags: [String] price: Float isFree: Boolean website: String venue: Venue reviews: [Review]
  }
  type LoginPayload { token: String }
  type Image { url: String alt: String }
  type Profile { name: String avatar: String photo: Image photos: [String] banner: String logo: String website: String homepage: String }
  type Query { event: Event login: LoginPayload profile: Profile }
`);

/** Every href and src in `root` that the URL policy would not allow (issue 12 item 2). */
function unsafeUrls(root: ParentNode): string[] {
  const urls = [...root.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');
  return urls.filter((url) => !/^(https?:\/\/|\/(?![/\\])|blob:https?:|data:image\/(?!svg)[a-z]+[;,])/i.test(url));
}

const HOSTILE_PROFILE = {
  __typename: 'Profile',
  name: 'Mallory',
  avatar: 'JaVaScRiPt:alert(1)',
  photo: { url: 'data:text/html,<script>alert(1)</script>', alt: 'Me' },
  photos: ['/ok.png', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
  banner: ' javascript:alert(2)',
  logo: '//evil.example/logo.png',
  website: 'vbscript:msgbox(1)',
  homepage: 'java\tscript:alert(3)',
};

/** dd of the field labelled `label` in the card's own description list. */
function field(root: ParentNode, label: string): HTMLElement {
  for (const dt of root.querySelectorAll('dt')) {
    if (dt.textContent === label) return dt.nextElementSibling as HTMLElement;
  }
  throw new Error(`no field "${label}"`);
}

/** Lets React.lazy resolve an already-imported module (bounded: a few microtask turns). */
async function settleLazy(done: () => boolean): Promise<void> {
  await import('../../../src/ui/results/carousel.tsx');
  for (let turn = 0; turn < 20 && !done(); turn++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

const event = {
  __typename: 'Event',
  id: 'e1',
  title: 'Jazz night',
  description: 'An evening of swing.',
  startsAt: '2026-03-01T18:30:00Z',
  day: '2026-03-01',
  doorsOpen: '18:00:00',
  rating: 4,
  cover: '/img/cover.png',
  photos: ['/img/1.png', '/img/2.png'],
  tags: ['jazz', 'live'],
  price: 1234.5,
  isFree: false,
  website: 'https://example.test/jazz',
  venue: { __typename: 'Venue', id: 'v1', name: 'Blue Hall', city: null },
  reviews: [
    { __typename: 'Review', id: 'r1', authorName: 'Ann', stars: 5 },
    { __typename: 'Review', id: 'r2', authorName: 'Bob', stars: 3 },
  ],
};

const ResultCardSuite = suite('ResultCard');

ResultCardSuite('is an article named by its title heading, with the type and the subtitle', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" timeZone="UTC" />);
  const article = $(view.container, 'article');
  const heading = $(article, 'h3');
  assert.is(heading.textContent, 'Jazz night');
  assert.is(article.getAttribute('aria-labelledby'), heading.id);
  assert.is($(article, '.facet-card-type').textContent, 'Event');
  assert.is($(article, '.facet-card-subtitle').textContent, 'An evening of swing.');
  const labels = [...article.querySelectorAll(':scope > dl > div > dt')].map((dt) => dt.textContent);
  assert.equal(labels, ['ID', 'Starts at', 'Day', 'Doors open', 'Rating', 'Cover', 'Photos', 'Tags', 'Price', 'Is free', 'Website', 'Venue', 'Reviews']);
  view.unmount();
});

ResultCardSuite('formats a date-time for the locale and time zone given', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" timeZone="Asia/Tokyo" />);
  const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
    Date.UTC(2026, 2, 1, 18, 30),
  );
  const time = $(field(view.container, 'Starts at'), 'time');
  assert.is(time.textContent, expected);
  assert.is(time.getAttribute('datetime'), '2026-03-01T18:30:00.000Z');
  view.unmount();
});

ResultCardSuite('formats a date-only value as that calendar day in every time zone', () => {
  for (const timeZone of ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati']) {
    const view = render(<ResultCard value={event} schema={schema} locale="en-US" timeZone={timeZone} />);
    const time = $(field(view.container, 'Day'), 'time');
    assert.is(time.textContent, 'Mar 1, 2026', timeZone);
    assert.is(time.getAttribute('datetime'), '2026-03-01');
    view.unmount();
  }
});

ResultCardSuite('formats dates for another locale', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="de-DE" timeZone="UTC" />);
  const expected = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1));
  assert.is(field(view.container, 'Day').textContent, expected);
  view.unmount();
});

ResultCardSuite('shows a time-only value as its wall-clock time', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" timeZone="Asia/Tokyo" />);
  const expected = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, 18));
  assert.is(field(view.container, 'Doors open').textContent, expected);
  view.unmount();
});

ResultCardSuite('shows rating-like numbers as read-only stars', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" />);
  assert.is($(field(view.container, 'Rating'), '.facet-rating-text').textContent, '4 out of 5');
  view.unmount();
});

ResultCardSuite('decides stars or a number from the rating\'s value and the scale its name states', () => {
  const value = { rating: 5, imdbRating: 7.8, ratingOutOf10: 8, scoreOutOf100: 87, badRatingOutOf10: 12 };
  const view = render(<ResultCard value={value} schema={schema} locale="en-US" />);
  assert.is($(field(view.container, 'Rating'), '.facet-rating-text').textContent, '5 out of 5');
  assert.is(field(view.container, 'Imdb rating').textContent, '7.8', 'above 5 with no stated scale: a plain number');
  assert.is(field(view.container, 'Imdb rating').querySelector('.facet-rating-stars'), null);
  assert.is($(field(view.container, 'Rating out of 10'), '.facet-rating-text').textContent, '8 out of 10');
  assert.is($(field(view.container, 'Rating out of 10'), '.facet-rating-stars').textContent, '★'.repeat(8) + '☆☆');
  assert.is($(field(view.container, 'Score out of 100'), '[aria-hidden="true"]').textContent, '87 / 100');
  assert.is($(field(view.container, 'Score out of 100'), '.facet-visually-hidden').textContent, '87 out of 100');
  assert.is(field(view.container, 'Bad rating out of 10').textContent, '12', 'beyond its scale: no stars, no maximum');
  view.unmount();
});

ResultCardSuite('shows an image URL as an image with alt text from a sibling title', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" />);
  const img = $(field(view.container, 'Cover'), 'img');
  assert.is(img.getAttribute('src'), '/img/cover.png');
  assert.is(img.getAttribute('alt'), 'Jazz night');
  view.unmount();
});

ResultCardSuite('prefers an alt or caption sibling, and falls back to the field name', () => {
  const withCaption = render(<ResultCard value={{ url: '/a.png', caption: 'The stage', title: 'x' }} schema={schema} />);
  assert.is($(withCaption.container, 'img').getAttribute('alt'), 'The stage');
  withCaption.unmount();
  const bare = render(<ResultCard value={{ url: '/a.png' }} schema={schema} />);
  assert.is($(bare.container, 'img').getAttribute('alt'), 'URL');
  bare.unmount();
});

ResultCardSuite('shows a list of image URLs as a carousel, loaded lazily', async () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" />);
  await settleLazy(() => view.container.querySelector('[aria-roledescription="carousel"]') !== null);
  const carousel = $(field(view.container, 'Photos'), '[aria-roledescription="carousel"]');
  assert.is(carousel.getAttribute('aria-label'), 'Jazz night');
  assert.is($(carousel, '[aria-roledescription="slide"]:not([hidden]) img').getAttribute('alt'), 'Jazz night, image 1 of 2');
  view.unmount();
});

ResultCardSuite('shows an image object as an image, with its own alt text, width and height', () => {
  const value = {
    title: 'Jazz night',
    cover: { url: '/img/cover.png', alt: 'The stage', width: 800, height: '600' },
    avatar: { src: '/img/ann.png' },
    banner: { url: null, alt: 'No banner yet' },
  };
  const view = render(<ResultCard value={value} schema={schema} />);
  const cover = $(field(view.container, 'Cover'), 'img');
  assert.equal([cover.getAttribute('src'), cover.getAttribute('alt'), cover.getAttribute('width'), cover.getAttribute('height')], ['/img/cover.png', 'The stage', '800', '600']);
  assert.is(field(view.container, 'Cover').querySelector('article'), null, 'no nested card');
  const avatar = $(field(view.container, 'Avatar'), 'img');
  assert.equal([avatar.getAttribute('alt'), avatar.getAttribute('width')], ['Jazz night', null], 'the parent title, no width invented');
  assert.ok($(field(view.container, 'Banner'), 'article'), 'without a URL it stays a nested card');
  view.unmount();
  const untitled = render(<ResultCard value={{ avatar: { src: '/img/ann.png' } }} schema={schema} />);
  assert.is($(untitled.container, 'img').getAttribute('alt'), 'Avatar', 'else the field label');
  untitled.unmount();
});

ResultCardSuite('shows a list of image objects as a carousel, each with its caption as alt text', async () => {
  const value = {
    title: 'Jazz night',
    photos: [{ url: '/img/1.png', caption: 'The band', width: 400, height: 300 }, { url: '/img/2.png' }],
    single: [{ url: '/img/only.png', title: 'Only one' }],
  };
  const view = render(<ResultCard value={value} schema={schema} />);
  await settleLazy(() => view.container.querySelector('[aria-roledescription="carousel"]') !== null);
  const carousel = $(field(view.container, 'Photos'), '[aria-roledescription="carousel"]');
  assert.is(carousel.getAttribute('aria-label'), 'Jazz night');
  const shown = () => $(carousel, '[aria-roledescription="slide"]:not([hidden]) img');
  assert.equal([shown().getAttribute('alt'), shown().getAttribute('width'), shown().getAttribute('height')], ['The band', '400', '300']);
  click(byLabel(carousel, 'Next slide'));
  assert.equal([shown().getAttribute('src'), shown().getAttribute('alt')], ['/img/2.png', 'Jazz night, image 2 of 2']);
  const single = field(view.container, 'Single');
  assert.is(single.querySelector('[aria-roledescription="carousel"]'), null, 'one image needs no carousel');
  assert.is($(single, 'img').getAttribute('alt'), 'Only one');
  view.unmount();
});

ResultCardSuite('shows a list with an item that is no image as cards', () => {
  const value = { photos: [{ url: '/img/1.png' }, { caption: 'lost' }] };
  const view = render(<ResultCard value={value} schema={schema} />);
  const photos = field(view.container, 'Photos');
  assert.is(photos.querySelectorAll(':scope > ul > li > article').length, 2);
  assert.is(photos.querySelector('[aria-roledescription="carousel"]'), null);
  view.unmount();
});

ResultCardSuite('renders nested objects as nested cards one heading level deeper', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" />);
  const venue = $(field(view.container, 'Venue'), 'article');
  assert.is($(venue, 'h4').textContent, 'Blue Hall');
  assert.is(field(venue, 'City').textContent, '—no value');
  assert.is($(field(venue, 'City'), '[aria-hidden="true"]').textContent, '—');
  view.unmount();
});

ResultCardSuite('renders lists of objects as lists of cards and lists of scalars as lists', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" />);
  const reviews = [...field(view.container, 'Reviews').querySelectorAll(':scope > ul > li > article h4')].map((h) => h.textContent);
  assert.equal(reviews, ['Ann', 'Bob']);
  assert.equal([...field(view.container, 'Tags').querySelectorAll('li')].map((li) => li.textContent), ['jazz', 'live']);
  view.unmount();
});

ResultCardSuite('formats numbers and booleans and links absolute URLs', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" />);
  assert.is(field(view.container, 'Price').textContent, '1,234.5');
  assert.is(field(view.container, 'Is free').textContent, 'No');
  assert.is($(field(view.container, 'Website'), 'a').getAttribute('href'), 'https://example.test/jazz');
  view.unmount();
});

ResultCardSuite('cuts long text with a "Show more" button that expands it', () => {
  const long = 'word '.repeat(100).trim();
  const view = render(<ResultCard value={{ body: long }} />);
  const dd = field(view.container, 'Body');
  const button = $(dd, 'button');
  assert.is(button.textContent, 'Show more');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.ok((dd.textContent ?? '').length < long.length);
  click(button);
  assert.is(button.textContent, 'Show less');
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.is(document.getElementById(button.getAttribute('aria-controls')!)!.textContent, long);
  view.unmount();
});

ResultCardSuite('masks a token-like field and adopts it with one press', () => {
  const adopted: string[] = [];
  const token = 'eyJhbGciOiJIUzI1NiJ9.payload.sig';
  const view = render(
    <ResultCard value={{ __typename: 'LoginPayload', token }} schema={schema} onAdoptToken={(t) => adopted.push(t)} />,
  );
  const dd = field(view.container, 'Token');
  assert.not.match(dd.textContent ?? '', token);
  assert.match(dd.textContent ?? '', 'eyJhbG…');
  click($(dd, 'button'));
  assert.equal(adopted, [token]);
  view.unmount();
});

ResultCardSuite('titles an object without a title field by its type and id, else its field name', () => {
  const typed = render(<ResultCard value={{ __typename: 'Ticket', id: 7, seat: 'A1' }} />);
  assert.is($(typed.container, 'h3').textContent, 'Ticket #7');
  typed.unmount();
  const labelled = render(<ResultCard value={{ seat: 'A1' }} label="Booking" headingLevel={2} />);
  assert.is($(labelled.container, 'h2').textContent, 'Booking');
  labelled.unmount();
});

ResultCardSuite('says an object cut off at the selection depth has more fields, instead of drawing an empty box', () => {
  const view = render(<ResultCard value={{ __typename: 'Order', id: 'o1', total: 12, customer: { __typename: 'Customer' }, items: [{ __typename: 'LineItem' }] }} schema={schema} />);
  assert.is(view.container.querySelectorAll('article').length, 1, 'only the order is a card');
  assert.is(field(view.container, 'Customer').textContent, 'Customer: more fields, not selected (deeper than the selection)');
  assert.match(field(view.container, 'Items').textContent ?? '', 'LineItem: more fields');
  view.unmount();
});

ResultCardSuite('titles a nested record without a title field by the field it sits in, and list items by type and id', () => {
  const value = {
    __typename: 'Order',
    id: 'o1',
    billingAddress: { __typename: 'Type', id: 16, street: '1 Main St' },
    lines: [{ __typename: 'Line', id: 1, qty: 2 }, { __typename: 'Line', id: 2, qty: 1 }],
  };
  const view = render(<ResultCard value={value} schema={schema} />);
  assert.is($(field(view.container, 'Billing address'), 'h4').textContent, 'Billing address');
  assert.is($(field(view.container, 'Billing address'), '.facet-card-type').textContent, 'Type', 'the type still beside it');
  assert.equal([...field(view.container, 'Lines').querySelectorAll('h4')].map((h) => h.textContent), ['Line #1', 'Line #2']);
  assert.is($(view.container, 'h3').textContent, 'Order #o1', 'the result itself keeps its type and id');
  view.unmount();
});

ResultCardSuite('shows the nodes of a Relay connection with the total', () => {
  const value = {
    events: {
      totalCount: 12,
      edges: [{ cursor: 'a', node: { __typename: 'Venue', id: 'v1', name: 'One' } }],
      pageInfo: { hasNextPage: true },
    },
  };
  const view = render(<ResultCard value={value} schema={schema} locale="en-US" />);
  const dd = field(view.container, 'Events');
  assert.is($(dd, '.facet-card-count').textContent, '12 in total');
  assert.is($(dd, 'li article h4').textContent, 'One');
  view.unmount();
});

ResultCardSuite('pages a long nested list on the client', () => {
  const items = Array.from({ length: 25 }, (_, i) => ({ __typename: 'Venue', id: `v${i}`, name: `Venue ${i}` }));
  const view = render(<ResultCard value={{ venues: items }} schema={schema} />);
  const dd = field(view.container, 'Venues');
  assert.is(dd.querySelectorAll(':scope > ul > li').length, 20);
  assert.is($(dd, 'nav').getAttribute('aria-label'), 'Venues pages');
  click($(dd, 'button[aria-label="Page 2"]'));
  assert.equal([...dd.querySelectorAll(':scope > ul > li h4')].map((h) => h.textContent), ['Venue 20', 'Venue 21', 'Venue 22', 'Venue 23', 'Venue 24']);
  view.unmount();
});

ResultCardSuite('offers a dated list inside a card as a month calendar, loaded lazily', async () => {
  const reviews = [
    { __typename: 'Review', id: 'r1', authorName: 'Ann', createdAt: '2026-03-02T10:00:00Z' },
    { __typename: 'Review', id: 'r2', authorName: 'Bob', createdAt: '2026-03-20T10:00:00Z' },
  ];
  const view = render(<ResultCard value={{ ...event, reviews }} schema={schema} locale="en-US" timeZone="UTC" />);
  const dd = field(view.container, 'Reviews');
  const group = $(dd, '[role="radiogroup"]');
  assert.is(accessibleName(group), 'Show reviews as');
  assert.is(dd.querySelector('table'), null, 'cards first');
  click(byLabel(dd, 'Calendar'));
  await waitFor(() => dd.querySelector('table') !== null, LAZY_CHUNK_EXPIRY_MS, 'the calendar view');
  const calendar = $(dd, 'section.facet-calendar');
  assert.is(calendar.getAttribute('aria-label'), 'Reviews by created at');
  assert.match($(calendar, 'caption').textContent ?? '', 'March 2026');
  const days = [...calendar.querySelectorAll('td')].filter((td) => td.querySelector('.facet-calendar-item'));
  assert.equal(days.map((td) => td.textContent), ['2Ann', '20Bob']);
  click(byLabel(dd, 'Cards'));
  assert.equal([...dd.querySelectorAll('article h4')].map((h) => h.textContent), ['Ann', 'Bob']);
  view.unmount();
});

ResultCardSuite('offers no calendar for a list without dates', () => {
  const view = render(<ResultCard value={event} schema={schema} locale="en-US" />);
  assert.is(field(view.container, 'Reviews').querySelector('[role="radiogroup"]'), null);
  assert.is(field(view.container, 'Tags').querySelector('[role="radiogroup"]'), null);
  view.unmount();
});

ResultCardSuite('draws no server URL outside the URL policy as a link or an image, and shows each as text', () => {
  const view = render(<ResultCard value={HOSTILE_PROFILE} schema={schema} locale="en-US" />);
  assert.equal(unsafeUrls(view.container), []);
  assert.is(view.container.querySelectorAll('img').length, 0, 'not one hostile source drawn, nor the list holding one');
  assert.is(view.container.querySelectorAll('a').length, 0);
  for (const text of ['JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)', '//evil.example/logo.png', 'data:text/html,<script>alert(1)</script>', '/ok.png']) {
    assert.match(view.container.textContent ?? '', text);
  }
  view.unmount();
});

ResultCardSuite(`stops drawing cards ${RESULT_MAX_DEPTH} levels down and offers the rest of a 10,000-level value as JSON`, () => {
  let deep: unknown = { leaf: 'bottom' };
  for (let i = 0; i < 10_000; i++) deep = i % 2 === 0 ? { child: deep } : [deep];
  const view = render(<ResultCard value={{ __typename: 'Settings', name: 'Hostile', tree: deep }} schema={schema} locale="en-US" />);
  assert.ok(view.container.querySelectorAll('article').length <= RESULT_MAX_DEPTH + 1, 'cards stop at the limit');
  const show = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Show as JSON');
  assert.ok(show, 'a Show as JSON button past the limit');
  click(show!);
  assert.match($(view.container, 'pre').textContent ?? '', '"child": [');
  view.unmount();
});

ResultCardSuite('passes axe-core checks', async () => {
  const view = render(
    <main>
      <ResultCard
        value={{
          ...event,
          token: 'abcdefghijkl',
          body: 'x'.repeat(400),
          reviews: event.reviews.map((r) => ({ ...r, createdAt: '2026-03-02' })),
          avatar: { src: '/img/ann.png', width: 64, height: 64 },
          gallery: [{ url: '/img/1.png', caption: 'The band' }, { url: '/img/2.png' }],
        }}
        schema={schema}
        onAdoptToken={() => {}}
        locale="en-US"
      />
    </main>,
  );
  await settleLazy(() => view.container.querySelector('[aria-roledescription="carousel"]') !== null);
  assert.ok(view.container.querySelector('[role="radiogroup"]'), 'the Cards / Calendar switch is checked too');
  assert.is(field(view.container, 'Gallery').querySelector('[aria-roledescription="carousel"]') !== null && field(view.container, 'Avatar').querySelector('img') !== null, true, 'image objects are checked too');
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

ResultCardSuite.run();

// ---

const ResultValueSuite = suite('ResultValue');

ResultValueSuite('renders a top-level list as cards and a scalar as formatted text', () => {
  const list = render(<ResultValue value={[{ __typename: 'Venue', id: '1', name: 'A' }]} schema={schema} label="venues" />);
  assert.is($(list.container, 'ul > li > article h3').textContent, 'A');
  list.unmount();
  const scalar = render(<ResultValue value={42000} locale="en-US" />);
  assert.is(scalar.container.textContent, '42,000');
  scalar.unmount();
  const empty = render(<ResultValue value={null} />);
  assert.is($(empty.container, '.facet-empty [aria-hidden="true"]').textContent, '—');
  empty.unmount();
});

ResultValueSuite('shows whole lists when the page size is infinite', () => {
  const items = Array.from({ length: 25 }, (_, i) => ({ __typename: 'Venue', id: `v${i}`, name: `Venue ${i}` }));
  const view = render(<ResultValue value={items} schema={schema} pageSize={Number.POSITIVE_INFINITY} label="venues" />);
  assert.is(view.container.querySelectorAll(':scope > ul > li').length, 25);
  assert.not.ok(view.container.querySelector('nav'));
  view.unmount();
});

ResultValueSuite.run();
