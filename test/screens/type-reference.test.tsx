// /type/:name and /type under happy-dom, with the real store introspecting a real graphql-yoga
// server on 127.0.0.1 that serves the events fixture schema (test/helpers/schemas.ts).
import '../setup/dom.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { act } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TypeIndexScreen, TypeReferenceScreen } from '../../src/screens/type-reference.tsx';
import { createMemoryStorage, createStore, type SchemaSource, type Store } from '../../src/store/index.ts';
import { AppProvider } from '../../src/ui/frame/app-context.tsx';
import { click, flush, renderStrict, type, type Rendered, waitFor } from '../helpers/interact.ts';
import { EVENTS_SDL } from '../helpers/schemas.ts';

const WAIT_EXPIRY_MS = 5000;

/** Scalars whose specifiedByURL a hostile or careless server chose (issue 12 item 2). */
const SPECIFIED_BY_SDL = /* GraphQL */ `
  scalar HostileSpec @specifiedBy(url: "data:text/html,<script>alert(1)</script>")
  scalar ScriptSpec @specifiedBy(url: " JaVaScRiPt:alert(1)")
  scalar WebSpec @specifiedBy(url: "https://spec.example/web")
`;

let server: Server;
let endpoint: string;
let store: Store;
let schemaSource: SchemaSource;


function mountAt(path: string): { rendered: Rendered; location: ReturnType<typeof memoryLocation> } {
  const location = memoryLocation({ path, record: true });
  const rendered = renderStrict(
    <AppProvider value={{ store, schemaSource }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Switch>
          <Route path="/type" component={TypeIndexScreen} />
          <Route path="/type/:name" component={TypeReferenceScreen} />
          <Route path="/">
            <h1>Home</h1>
          </Route>
        </Switch>
      </Router>
    </AppProvider>,
  );
  return { rendered, location };
}

function linkNamed(root: ParentNode, text: string): HTMLAnchorElement {
  const link = [...root.querySelectorAll('a')].find((a) => a.textContent === text);
  if (!link) throw new Error(`expected a link "${text}"`);
  return link;
}

const reference = suite('TypeReferenceScreen');

reference.before(async () => {
  const yoga = createYoga({ schema: createSchema({ typeDefs: [EVENTS_SDL, SPECIFIED_BY_SDL] }), logging: false });
  server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const storage = createMemoryStorage();
  store = createStore({ storage, events: null, defaults: { endpoint } });
  schemaSource = store.createSchemaSource({ storage });
  await waitFor(() => schemaSource.status.value === 'ready', WAIT_EXPIRY_MS, 'the schema');
});

reference.after(async () => {
  schemaSource.dispose();
  store.dispose();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

reference('shows an object type: kind, description, fields with arguments, types as links', async () => {
  const { rendered } = mountAt('/type/Event');
  await waitFor(() => rendered.container.querySelector('h1')?.textContent === 'Event', WAIT_EXPIRY_MS, 'the Event page');
  const c = rendered.container;
  assert.match(c.querySelector('[data-testid="type-kind"]')!.textContent!, 'Object type');
  assert.match(c.textContent!, 'Something happening at a venue.');
  const title = c.querySelector('[data-field="title"]')!;
  assert.match(title.textContent!, 'The headline.');
  assert.match(title.textContent!, 'String!');
  const attendees = c.querySelector('[data-field="attendees"] [data-argument="first"]')!;
  assert.match(attendees.textContent!, 'first: Int!');
  const venueLink = c.querySelector<HTMLAnchorElement>('[data-field="venue"] a')!;
  assert.is(venueLink.textContent, 'Venue');
  assert.is(venueLink.getAttribute('href'), '/type/Venue');
  // The list wrapper stays text around the link: [Review!]!
  assert.is(c.querySelector('[data-field="reviews"] dt code:last-of-type')!.textContent, '[Review!]!');
  rendered.unmount();
});

reference('shows deprecations with their reasons', async () => {
  const { rendered } = mountAt('/type/Event');
  await waitFor(() => rendered.container.querySelector('[data-field="legacyCode"]') !== null, WAIT_EXPIRY_MS, 'the Event page');
  assert.match(rendered.container.querySelector('[data-field="legacyCode"] .facet-deprecation')!.textContent!, 'Deprecated: Use id.');
  assert.is(rendered.container.querySelector('[data-field="title"] .facet-deprecation'), null);
  rendered.unmount();
});

reference('shows enum values and their deprecation', async () => {
  const { rendered } = mountAt('/type/Category');
  await waitFor(() => rendered.container.querySelector('[data-value="MUSIC"]') !== null, WAIT_EXPIRY_MS, 'the Category page');
  assert.match(rendered.container.querySelector('[data-testid="type-kind"]')!.textContent!, 'Enum');
  assert.match(rendered.container.querySelector('[data-value="OTHER"]')!.textContent!, 'Deprecated: Use a tag.');
  rendered.unmount();
});

reference('shows input fields with their defaults', async () => {
  const { rendered } = mountAt('/type/CreateEventInput');
  await waitFor(() => rendered.container.querySelector('[data-field="tags"]') !== null, WAIT_EXPIRY_MS, 'the input page');
  const c = rendered.container;
  assert.match(c.textContent!, 'Input fields (13)');
  assert.match(c.querySelector('[data-field="tags"]')!.textContent!, '= []');
  assert.match(c.querySelector('[data-field="category"]')!.textContent!, '= OTHER');
  assert.is(c.querySelector<HTMLAnchorElement>('[data-field="venue"] a')!.getAttribute('href'), '/type/VenueInput');
  rendered.unmount();
});

reference('marks the root type and links its fields to their operation screens', async () => {
  const { rendered } = mountAt('/type/Query');
  await waitFor(() => rendered.container.querySelector('[data-field="events"]') !== null, WAIT_EXPIRY_MS, 'the Query page');
  const c = rendered.container;
  assert.match(c.querySelector('[data-testid="type-kind"]')!.textContent!, 'the root of queries');
  assert.is(linkNamed(c.querySelector('[data-field="events"]')!, 'Open events').getAttribute('href'), '/query/events');
  assert.match(c.querySelector('[data-field="events"] [data-argument="limit"]')!.textContent!, 'limit: Int = 20');
  assert.match(c.querySelector('[data-field="oldEvents"]')!.textContent!, 'Deprecated: Use events.');
  rendered.unmount();
});

reference('follows a type link to that type’s page', async () => {
  const { rendered, location } = mountAt('/type/Event');
  await waitFor(() => rendered.container.querySelector('[data-field="venue"] a') !== null, WAIT_EXPIRY_MS, 'the Event page');
  const link = rendered.container.querySelector<HTMLAnchorElement>('[data-field="venue"] a')!;
  act(() => {
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
  await waitFor(() => rendered.container.querySelector('h1')?.textContent === 'Venue', WAIT_EXPIRY_MS, 'the Venue page');
  assert.equal(location.history, ['/type/Event', '/type/Venue']);
  assert.ok(rendered.container.querySelector('[data-field="capacity"]'));
  rendered.unmount();
});

reference('links a specifiedByURL only when it is http(s), and shows any other as text', async () => {
  for (const [name, url] of [['HostileSpec', 'data:text/html,<script>alert(1)</script>'], ['ScriptSpec', ' JaVaScRiPt:alert(1)']] as const) {
    const { rendered } = mountAt(`/type/${name}`);
    await waitFor(() => rendered.container.querySelector('h1')?.textContent === name, WAIT_EXPIRY_MS, `the ${name} page`);
    assert.match(rendered.container.textContent!, url.trim());
    const hrefs = [...rendered.container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    assert.ok(hrefs.every((href) => href.startsWith('/')), hrefs.join(' '));
    rendered.unmount();
  }
  const { rendered } = mountAt('/type/WebSpec');
  await waitFor(() => rendered.container.querySelector('h1')?.textContent === 'WebSpec', WAIT_EXPIRY_MS, 'the WebSpec page');
  assert.is(linkNamed(rendered.container, 'https://spec.example/web').getAttribute('href'), 'https://spec.example/web');
  rendered.unmount();
});

reference('says an unknown type is unknown and links home', async () => {
  const { rendered } = mountAt('/type/Nope');
  await flush();
  const c = rendered.container;
  assert.is(c.querySelector('h1')!.textContent, 'Unknown type');
  assert.match(c.textContent!, 'has no type named Nope');
  assert.ok(linkNamed(c, 'go to the overview').getAttribute('href') === '/');
  rendered.unmount();
});

reference.run();

// ---

const index = suite('TypeIndexScreen');

index('lists every type with a link and filters by name', async () => {
  const { rendered } = mountAt('/type');
  await flush();
  const c = rendered.container;
  const links = [...c.querySelectorAll<HTMLAnchorElement>('.facet-type-index a')];
  assert.ok(links.some((a) => a.textContent === 'Event' && a.getAttribute('href') === '/type/Event'));
  assert.ok(links.some((a) => a.textContent === 'String'));
  assert.not.ok(links.some((a) => a.textContent!.startsWith('__')));
  type(c.querySelector('input')!, 'venue');
  const shown = [...c.querySelectorAll('.facet-type-index a')].map((a) => a.textContent);
  assert.equal(shown, ['Venue', 'VenueInput']);
  assert.match(c.querySelector('[role="status"]')!.textContent!, `2 of ${links.length} types`);
  click(linkNamed(c, 'VenueInput'));
  await waitFor(() => c.querySelector('h1')?.textContent === 'VenueInput', WAIT_EXPIRY_MS, 'the VenueInput page');
  rendered.unmount();
});

index.run();
