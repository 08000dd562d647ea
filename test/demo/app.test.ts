import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_EMAIL, DEMO_PASSWORD, MAX_REQUEST_BYTES } from '../../src/demo/constants.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';
import { rawExchange } from '../helpers/proxy-server.ts';

interface GraphQLBody {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

let server: DemoServerHandle;

async function post(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: GraphQLBody }> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}

async function gql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLBody> {
  return (await post({ query, variables }, headers)).body;
}

async function signIn(): Promise<string> {
  const result = await gql('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token user { email } } }', {
    e: DEMO_EMAIL,
    p: DEMO_PASSWORD,
  });
  assert.is(result.data?.login.user.email, DEMO_EMAIL);
  return result.data!.login.token as string;
}

const CREATE = /* GraphQL */ `
  mutation Create($input: EventInput!) {
    createEvent(input: $input) { id title startsAt date doorsOpen tags category rating price isPublic metadata imageUrls coverImage venue { id } }
  }
`;

const app = suite('createDemoServer');

app.before(async () => {
  server = await startDemoServer();
});

app.after(async () => {
  await server.close();
});

app('answers a query over HTTP with every scalar serialised', async () => {
  const result = await gql(`{
    event(id: "e2") { id title startsAt date doorsOpen tags category rating imageUrls coverImage venue { name city capacity } reviews { author rating body createdAt } price isPublic metadata }
    venues { id }
    me { id }
  }`);
  assert.is(result.errors, undefined);
  const event = result.data!.event;
  assert.is(event.id, 'e2');
  assert.is(event.title, 'Hamlet Retold');
  assert.match(event.startsAt, /^2026-01-18T18:30:00(\.000)?Z$/);
  assert.is(event.date, '2026-01-18');
  assert.is(event.doorsOpen, '17:30');
  assert.is(event.category, 'THEATRE');
  assert.ok(event.imageUrls.length >= 1);
  assert.is(event.coverImage, event.imageUrls[0]);
  assert.ok(event.coverImage.startsWith(server.url + 'images/'), event.coverImage);
  assert.is(event.reviews.length, 1);
  assert.type(event.metadata, 'object');
  assert.is(result.data!.venues.length, 6);
  assert.is(result.data!.me, null);
});

app('serves the seeded images the event URLs point at', async () => {
  const { data } = await gql('{ event(id: "e1") { imageUrls } }');
  const response = await fetch(data!.event.imageUrls[0]);
  assert.is(response.status, 200);
  assert.is(response.headers.get('content-type'), 'image/svg+xml');
  assert.match(await response.text(), /<title>Jazz After Dark<\/title>/);
});

app('pages with limit and offset and reports the filtered total', async () => {
  const first = await gql('{ events(limit: 5) { total items { id } } }');
  assert.is(first.data!.events.total, 40);
  assert.equal(first.data!.events.items.map((e: { id: string }) => e.id), ['e1', 'e2', 'e3', 'e4', 'e5']);
  const later = await gql('{ events(limit: 3, offset: 38) { items { id } } }');
  assert.equal(later.data!.events.items.map((e: { id: string }) => e.id), ['e39', 'e40']);
  const music = await gql('{ events(limit: 100, category: MUSIC) { total items { category } } }');
  assert.is(music.data!.events.total, 6);
  assert.ok(music.data!.events.items.every((e: { category: string }) => e.category === 'MUSIC'));
  const tagged = await gql('{ events(limit: 100, tags: ["outdoors", "family"]) { total items { tags } } }');
  assert.ok(tagged.data!.events.total > 0 && tagged.data!.events.total < 40);
  assert.ok(tagged.data!.events.items.every((e: { tags: string[] }) => e.tags.includes('outdoors') && e.tags.includes('family')));
  const bad = await gql('{ events(limit: 1000) { total } }');
  assert.is(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
});

app('pages a Relay connection forward and back with consistent page info', async () => {
  const page1 = await gql('{ eventsConnection(first: 15) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }');
  const c1 = page1.data!.eventsConnection;
  assert.is(c1.totalCount, 40);
  assert.is(c1.edges.length, 15);
  assert.equal(c1.pageInfo, { hasNextPage: true, hasPreviousPage: false, startCursor: c1.edges[0].cursor, endCursor: c1.edges[14].cursor });
  const ids: string[] = c1.edges.map((e: { node: { id: string } }) => e.node.id);
  let after: string = c1.pageInfo.endCursor;
  for (let hasNext = true; hasNext; ) {
    const page = await gql('query ($a: String) { eventsConnection(first: 15, after: $a) { edges { node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } } }', { a: after });
    const c = page.data!.eventsConnection;
    assert.ok(c.pageInfo.hasPreviousPage);
    ids.push(...c.edges.map((e: { node: { id: string } }) => e.node.id));
    hasNext = c.pageInfo.hasNextPage;
    after = c.pageInfo.endCursor;
  }
  assert.is(ids.length, 40);
  assert.is(new Set(ids).size, 40);
  const back = await gql('query ($b: String) { eventsConnection(last: 2, before: $b) { edges { node { id } } pageInfo { hasNextPage hasPreviousPage } } }', { b: c1.pageInfo.endCursor });
  assert.equal(back.data!.eventsConnection.edges.map((e: { node: { id: string } }) => e.node.id), ids.slice(12, 14));
  assert.equal(back.data!.eventsConnection.pageInfo, { hasNextPage: true, hasPreviousPage: true });
  const bad = await gql('{ eventsConnection(after: "nonsense") { totalCount } }');
  assert.is(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
});

app('searches by text, enum list, minimum rating and date range', async () => {
  const { data } = await gql(`{
    all: searchEvents(text: "") { id }
    jazz: searchEvents(text: "JAZZ") { title }
    filtered: searchEvents(text: "", categories: [FOOD, ART], minRating: 4, from: "2026-03-01", to: "2026-09-30") { category rating date }
  }`);
  assert.is(data!.all.length, 40);
  assert.ok(data!.jazz.length >= 1 && data!.jazz.every((e: { title: string }) => /jazz/i.test(e.title)));
  assert.ok(data!.filtered.length >= 1);
  for (const e of data!.filtered as { category: string; rating: number; date: string }[]) {
    assert.ok(['FOOD', 'ART'].includes(e.category));
    assert.ok(e.rating >= 4);
    assert.ok(e.date >= '2026-03-01' && e.date <= '2026-09-30');
  }
});

app('finds one venue by id or by name (@oneOf) and refuses both at once', async () => {
  const { data } = await gql(`{
    byId: venue(by: { id: "v2" }) { name }
    byName: venue(by: { name: "studio 9" }) { id city }
    missing: venue(by: { name: "Nowhere" }) { id }
  }`);
  assert.equal(data, { byId: { name: 'The Old Mill' }, byName: { id: 'v4', city: 'Montréal' }, missing: null });
  const both = await gql('{ venue(by: { id: "v1", name: "Harbour Hall" }) { id } }');
  assert.match(both.errors?.[0]?.message ?? '', /exactly one key/);
});

app('refuses mutations without a token with UNAUTHENTICATED and changes nothing', async () => {
  const input = { title: 'Sneaky', startsAt: '2026-05-01T18:00:00Z' };
  const anonymous = await gql(CREATE, { input });
  assert.is(anonymous.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  const forged = await gql(CREATE, { input }, { authorization: 'Bearer not-a-token' });
  assert.is(forged.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  const wrong = await gql('mutation { login(email: "demo@facet.dev", password: "nope") { token } }');
  assert.is(wrong.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  const { data } = await gql('{ events(limit: 0) { total } }');
  assert.is(data!.events.total, 40);
});

app('signs in and runs authorised mutations with the bearer token', async () => {
  const token = await signIn();
  const auth = { authorization: `Bearer ${token}` };
  const me = await gql('{ me { email name avatarUrl } }', undefined, auth);
  assert.is(me.data!.me.email, DEMO_EMAIL);
  const created = await gql(
    CREATE,
    {
      input: {
        title: ' Rooftop Quartet ',
        startsAt: '2026-07-04T19:00:00Z',
        doorsOpen: '18:15',
        tags: ['outdoors', 'outdoors', 'live'],
        category: 'MUSIC',
        rating: 5,
        price: 12.5,
        isPublic: false,
        metadata: { note: 'bring a coat' },
        venueId: 'v2',
      },
    },
    auth,
  );
  assert.is(created.errors, undefined);
  const event = created.data!.createEvent;
  assert.is(event.id, 'e41');
  assert.is(event.title, 'Rooftop Quartet');
  assert.is(event.date, '2026-07-04');
  assert.equal(event.tags, ['outdoors', 'live']);
  assert.equal(event.metadata, { note: 'bring a coat' });
  assert.is(event.venue.id, 'v2');
  assert.is(event.imageUrls.length, 1);

  const updated = await gql('mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { title rating price } }', {
    id: 'e41',
    input: { title: 'Rooftop Quintet', startsAt: '2026-07-04T19:00:00Z', rating: null },
  }, auth);
  assert.equal(updated.data!.updateEvent, { title: 'Rooftop Quintet', rating: null, price: 12.5 });

  const review = await gql('mutation { addReview(eventId: "e41", rating: 4, body: "Lovely") { eventId author rating body createdAt } }', undefined, auth);
  assert.is(review.data!.addReview.author, 'Demo User');
  const badRating = await gql('mutation { addReview(eventId: "e41", rating: 9, body: "x") { id } }', undefined, auth);
  assert.is(badRating.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');

  const deleted = await gql('mutation { deleteEvent(id: "e41") }', undefined, auth);
  assert.is(deleted.data!.deleteEvent, 'e41');
  const gone = await gql('mutation { deleteEvent(id: "e41") }', undefined, auth);
  assert.is(gone.errors?.[0]?.extensions?.code, 'NOT_FOUND');
  const { data } = await gql('{ event(id: "e41") { id } }');
  assert.is(data!.event, null);
});

app('stores an upload and serves it back with the same bytes', async () => {
  const token = await signIn();
  const bytes = new Uint8Array(3000).map((_, i) => (i * 31) % 256);
  const form = new FormData();
  form.set('operations', JSON.stringify({
    query: 'mutation ($photo: File!) { uploadEventPhoto(eventId: "e3", photo: $photo) { imageUrls } }',
    variables: { photo: null },
  }));
  form.set('map', JSON.stringify({ 0: ['variables.photo'] }));
  form.set('0', new File([bytes], 'photo.png', { type: 'image/png' }));
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await response.json()) as GraphQLBody;
  assert.is(body.errors, undefined);
  const urls: string[] = body.data!.uploadEventPhoto.imageUrls;
  const uploaded = urls.at(-1)!;
  assert.match(uploaded, /\/uploads\/f\d+$/);
  const served = await fetch(uploaded);
  assert.is(served.status, 200);
  assert.is(served.headers.get('content-type'), 'image/png');
  assert.equal(new Uint8Array(await served.arrayBuffer()), bytes);
});

app('creates an event with photos in one multipart request', async () => {
  const token = await signIn();
  const form = new FormData();
  form.set('operations', JSON.stringify({
    query: CREATE,
    variables: { input: { title: 'Photo walk', startsAt: '2026-04-02T09:00:00Z', photos: [null, null] } },
  }));
  form.set('map', JSON.stringify({ a: ['variables.input.photos.0'], b: ['variables.input.photos.1'] }));
  form.set('a', new File(['first'], 'a.txt', { type: 'text/plain' }));
  form.set('b', new File(['second'], 'b.txt', { type: 'text/plain' }));
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const body = (await response.json()) as GraphQLBody;
  const urls: string[] = body.data!.createEvent.imageUrls;
  assert.is(urls.length, 2);
  assert.is(await (await fetch(urls[1]!)).text(), 'second');
});

app('rejects a multipart request without a preflight header (CSRF prevention)', async () => {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: '{ serverTime }' }));
  form.set('map', '{}');
  const response = await fetch(server.graphqlUrl, { method: 'POST', body: form });
  assert.is(response.status, 403);
  const body = (await response.json()) as GraphQLBody;
  assert.match(body.errors![0]!.message, /CSRF/);
});

app('answers persisted queries: miss, register, then hit by hash alone', async () => {
  const query = '{ venues { name } }';
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const extensions = { persistedQuery: { version: 1, sha256Hash } };
  const miss = await post({ extensions });
  assert.is(miss.body.errors?.[0]?.message, 'PersistedQueryNotFound');
  const register = await post({ query, extensions });
  assert.is(register.body.data!.venues.length, 6);
  const hit = await post({ extensions });
  assert.is(hit.status, 200);
  assert.equal(hit.body.data, register.body.data);
  const viaGet = await fetch(`${server.graphqlUrl}?extensions=${encodeURIComponent(JSON.stringify(extensions))}`, {
    headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
  });
  assert.is(viaGet.status, 200);
  assert.equal(((await viaGet.json()) as GraphQLBody).data, register.body.data);
});

app('answers bad requests with GraphQL errors and keeps serving', async () => {
  const malformed = await post('{"query": "{ venues { id }');
  assert.is(malformed.status, 400);
  assert.ok(malformed.body.errors!.length > 0);
  const unknownField = await post({ query: '{ venues { nope } }' });
  assert.is(unknownField.status, 400);
  assert.match(unknownField.body.errors![0]!.message, /nope/);
  const badVariables = await post({ query: 'query ($d: Date) { searchEvents(text: "", from: $d) { id } }', variables: { d: 'yesterday' } });
  assert.ok(badVariables.body.errors!.length > 0);
  const notObject = await post('[1, 2, 3]');
  assert.ok(notObject.status >= 400);
  const badShape = await post({ query: 'query { event(id: 1) { id } }', variables: 5 });
  assert.ok(badShape.status >= 400);
  const huge = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_REQUEST_BYTES + 1) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.flushHeaders();
  });
  assert.is(huge, 413);
  const form = new FormData();
  form.set('operations', '{"query": "mutation ($f: File!) { uploadEventPhoto(eventId: \\"e1\\", photo: $f) { id } }"');
  form.set('map', '{"0": ["variables.nowhere"]}');
  const brokenMultipart = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
  const brokenBody = (await brokenMultipart.json()) as GraphQLBody;
  assert.match(brokenBody.errors![0]!.message, /operations/);
  const notAFile = await gql('mutation { uploadEventPhoto(eventId: "e1", photo: "just text") { id } }', undefined, {
    authorization: `Bearer ${await signIn()}`,
  });
  assert.is(notAFile.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  const alive = await gql('{ serverTime }');
  assert.type(alive.data!.serverTime, 'string');
});

const VENUE_PARTS = 'id name city capacity street country location { latitude longitude } photo { url alt width height mimeType } gallery { url alt }';

const CREATE_VENUE = /* GraphQL */ `
  mutation CreateVenue($input: VenueInput!) { createVenue(input: $input) { ${VENUE_PARTS} } }
`;

app('answers venues with a long country enum, a location and image objects it serves', async () => {
  const { data, errors } = await gql(`{
    venues { ${VENUE_PARTS} }
    country: __type(name: "Country") { kind enumValues { name description } }
    address: __type(name: "AddressInput") { inputFields { name type { name kind ofType { name } } } }
  }`);
  assert.is(errors, undefined);
  const venues = data!.venues as { id: string; country: string; location: unknown; photo: Record<string, unknown>; gallery: { url: string; alt: string }[] }[];
  assert.equal(venues.map((v) => v.country), ['PORTUGAL', 'UNITED_KINGDOM', 'GERMANY', 'CANADA', 'AUSTRALIA', 'MEXICO']);
  assert.equal(venues.map((v) => v.gallery.length), [3, 2, 2, 1, 3, 0], 'carousels, a single picture and none');
  assert.is(venues[3]!.location, null, 'Studio 9 has no known location');
  assert.equal(venues[0]!.location, { latitude: 38.7061, longitude: -9.1447 });
  const photo = venues[0]!.photo;
  assert.equal({ ...photo, url: undefined }, { url: undefined, alt: 'Harbour Hall, Lisbon: the entrance', width: 800, height: 450, mimeType: 'image/svg+xml' });
  for (const url of [photo.url as string, venues[0]!.gallery[2]!.url]) {
    assert.ok(url.startsWith(server.url + 'images/venue-1-'), url);
    const served = await fetch(url);
    assert.is(served.headers.get('content-type'), 'image/svg+xml');
    assert.match(await served.text(), /width="800" height="450"/);
  }
  assert.is(venues[0]!.gallery[2]!.alt, 'Harbour Hall: the terrace over the river');
  const values = data!.country.enumValues as { name: string; description: string }[];
  assert.ok(values.length >= 20, `a long enum: ${values.length} values`);
  assert.ok(values.some((v) => v.name === 'PORTUGAL' && v.description === 'Portugal (ISO 3166-1 alpha-2: PT).'));
  const location = (data!.address.inputFields as { name: string; type: { name: string | null; kind: string } }[]).find((f) => f.name === 'location');
  assert.equal(location?.type, { name: 'GeoInput', kind: 'INPUT_OBJECT', ofType: null }, 'an optional input object inside AddressInput inside VenueInput');
});

app('creates a venue from a nested input with a token, and finds it by name', async () => {
  const input = { name: ' Lighthouse Stage ', address: { street: ' 1 Quay Road ', city: 'Cork', country: 'IRELAND', location: { latitude: 51.8985, longitude: -8.4756 } } };
  const anonymous = await gql(CREATE_VENUE, { input });
  assert.is(anonymous.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  const auth = { authorization: `Bearer ${await signIn()}` };
  const created = await gql(CREATE_VENUE, { input }, auth);
  assert.is(created.errors, undefined);
  const venue = created.data!.createVenue;
  assert.equal({ ...venue, photo: undefined }, {
    id: 'v7',
    name: 'Lighthouse Stage',
    city: 'Cork',
    capacity: 100,
    street: '1 Quay Road',
    country: 'IRELAND',
    location: { latitude: 51.8985, longitude: -8.4756 },
    photo: undefined,
    gallery: [],
  });
  assert.equal({ ...venue.photo, url: undefined }, { url: undefined, alt: 'Lighthouse Stage, Cork', width: 800, height: 450, mimeType: 'image/svg+xml' });
  assert.is((await fetch(venue.photo.url)).status, 200);
  const withoutLocation = await gql(CREATE_VENUE, { input: { name: 'Back Room', capacity: 40, address: { street: '2 Lane', city: 'Oslo', country: 'NORWAY' } } }, auth);
  assert.equal([withoutLocation.data!.createVenue.id, withoutLocation.data!.createVenue.capacity, withoutLocation.data!.createVenue.location], ['v8', 40, null]);
  const { data } = await gql('{ venue(by: { name: "lighthouse stage" }) { id } venues { id } }');
  assert.is(data!.venue.id, 'v7');
  assert.is(data!.venues.length, 8);
});

app('refuses a bad venue: GraphQL checks the country, the server names the argument it refuses', async () => {
  const auth = { authorization: `Bearer ${await signIn()}` };
  const address = { street: '5 Any Street', city: 'Anywhere', country: 'SPAIN' };
  const unknownCountry = await post({ query: CREATE_VENUE, variables: { input: { name: 'Nowhere Hall', address: { ...address, country: 'ATLANTIS' } } } }, auth);
  assert.is(unknownCountry.status, 400, 'a request error: nothing ran');
  assert.match(unknownCountry.body.errors![0]!.message, /Value "ATLANTIS" does not exist in "Country" enum/);
  assert.is(unknownCountry.body.data, undefined);
  const refused = async (input: Record<string, unknown>) => {
    const result = await gql(CREATE_VENUE, { input }, auth);
    assert.is(result.data, null);
    const extensions = result.errors?.[0]?.extensions;
    assert.is(extensions?.code, 'BAD_USER_INPUT', result.errors?.[0]?.message);
    return [extensions?.argument, result.errors![0]!.message];
  };
  assert.equal(await refused({ name: 'Pole Club', address: { ...address, location: { latitude: 91, longitude: 0 } } }), [
    'input.address.location.latitude',
    'input.address.location.latitude must be from -90 to 90 degrees; got 91.',
  ]);
  assert.is((await refused({ name: 'Date Line', address: { ...address, location: { latitude: 0, longitude: -180.5 } } }))[0], 'input.address.location.longitude');
  assert.is((await refused({ name: 'Empty Room', capacity: 0, address }))[0], 'input.capacity');
  assert.is((await refused({ name: 'Blank Street', address: { ...address, street: '   ' } }))[0], 'input.address.street');
  assert.equal(await refused({ name: 'HARBOUR HALL', address }), [
    'input.name',
    'input.name "HARBOUR HALL" is taken by venue v1 (Harbour Hall); pick another name.',
  ]);
  const { data } = await gql('{ venues { id } }');
  assert.is(data!.venues.length, 8, 'nothing was added');
});

app.run();

// ---

const origin = suite('createDemoServer: Host and CORS (security review findings 7 and 12)');

/** One raw HTTP exchange with the Host and other headers as given (fetch would set Host itself). */
function raw(path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, server.url), { method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    request.on('error', reject);
    // A refused upgrade comes back as an ordinary response.
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode!, headers: response.headers, text: '' });
    });
    request.end(body);
  });
}

const IMAGE_URLS = JSON.stringify({ query: '{ events(limit: 1) { items { imageUrls } } }' });
const port = () => new URL(server.url).port;

origin.before(async () => {
  server = await startDemoServer();
});

origin.after(async () => {
  await server.close();
});

origin('refuses a Host that is not a loopback name with 421, on pages, /graphql and WebSocket upgrades', async () => {
  const evil = `evil.example:${port()}`;
  const page = await raw('/', { host: evil });
  assert.is(page.status, 421);
  assert.match(page.text, /answers only for 127\.0\.0\.1, localhost, \[::1\]/);
  assert.ok(page.headers['content-security-policy'], 'with the security headers');
  const graphql = await raw('/graphql', { host: evil, 'content-type': 'application/json' }, IMAGE_URLS);
  assert.is(graphql.status, 421);
  assert.not.match(graphql.text, /evil/);
  const upgrade = await raw('/graphql', {
    host: evil,
    connection: 'Upgrade',
    upgrade: 'websocket',
    'sec-websocket-version': '13',
    'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'sec-websocket-protocol': 'graphql-transport-ws',
  });
  assert.is(upgrade.status, 421);
  for (const host of ['localhost.evil.example', '127.0.0.1.nip.io', `0.0.0.0:${port()}`]) assert.is((await raw('/', { host })).status, 421, host);
});

origin('builds URLs in results from the loopback name the client used', async () => {
  const viaLocalhost = await raw('/graphql', { host: `localhost:${port()}`, 'content-type': 'application/json' }, IMAGE_URLS);
  assert.is(viaLocalhost.status, 200);
  assert.match(JSON.parse(viaLocalhost.text).data.events.items[0].imageUrls[0], `http://localhost:${port()}/images/`);
  const viaAddress = await raw('/graphql', { host: `127.0.0.1:${port()}`, 'content-type': 'application/json' }, IMAGE_URLS);
  assert.match(JSON.parse(viaAddress.text).data.events.items[0].imageUrls[0], `http://127.0.0.1:${port()}/images/`);
});

origin('grants CORS to pages on this machine without credentials, and to no other site', async () => {
  const preflight = (from: string) =>
    new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const headers = { origin: from, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' };
      const request = httpRequest(server.graphqlUrl, { method: 'OPTIONS', headers }, (response) => {
        response.resume();
        resolve(response.headers);
      });
      request.on('error', reject);
      request.end();
    });
  const local = await preflight('http://localhost:5173');
  assert.is(local['access-control-allow-origin'], 'http://localhost:5173');
  assert.is(local['access-control-allow-credentials'], undefined);
  const foreign = await preflight('http://evil.example');
  assert.is(foreign['access-control-allow-origin'], undefined);
  assert.is(foreign['access-control-allow-credentials'], undefined);
  const answer = await raw('/graphql', { host: `127.0.0.1:${port()}`, origin: 'http://evil.example', 'content-type': 'application/json' }, IMAGE_URLS);
  assert.is(answer.status, 200, 'a request without CORS is still answered; the browser keeps it from the page');
  assert.is(answer.headers['access-control-allow-origin'], undefined);
});

origin.run();

// ---

const guards = suite('createDemoServer: the proxy\'s Host and Origin guards (review findings 4 and 5)');
let guarded: DemoServerHandle;
const UPGRADE = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n';

guards.before(async () => {
  guarded = await startDemoServer();
});
guards.after(async () => {
  await guarded.close();
});

const statusLine = (answer: string) => answer.split('\r\n', 1)[0];

guards('refuses a second Host with 400, on HTTP and WebSocket upgrades', async () => {
  const p = Number(new URL(guarded.url).port);
  const hosts = `Host: 127.0.0.1:${p}\r\nHost: evil.example\r\n`;
  assert.is(statusLine(await rawExchange(p, `GET /graphql?query=%7B__typename%7D HTTP/1.1\r\n${hosts}x-graphql-yoga-csrf: 1\r\n\r\n`)), 'HTTP/1.1 400 Bad Request');
  assert.is(statusLine(await rawExchange(p, `GET /graphql HTTP/1.1\r\n${hosts}${UPGRADE}\r\n`)), 'HTTP/1.1 400 Bad Request');
});

guards('opens a WebSocket only for pages on this machine or no Origin; another site\'s page gets 403', async () => {
  const p = Number(new URL(guarded.url).port);
  const upgrade = (origin: string) => rawExchange(p, `GET /graphql HTTP/1.1\r\nHost: 127.0.0.1:${p}\r\n${origin}${UPGRADE}\r\n`, 5000);
  for (const origin of ['https://evil.example', 'null', `http://127.0.0.1.nip.io:${p}`]) {
    assert.is(statusLine(await upgrade(`Origin: ${origin}\r\n`)), 'HTTP/1.1 403 Forbidden', origin);
  }
  for (const origin of ['', `Origin: http://127.0.0.1:${p}\r\n`, 'Origin: http://localhost:5173\r\n']) {
    assert.is(statusLine(await upgradeStatus(p, origin)), 'HTTP/1.1 101 Switching Protocols', origin);
  }
});

guards('refuses a malformed or repeated subprotocol with 400 (the proxy\'s handshake rule)', async () => {
  const p = Number(new URL(guarded.url).port);
  const answer = await rawExchange(p, `GET /graphql HTTP/1.1\r\nHost: 127.0.0.1:${p}\r\n${UPGRADE.replace('graphql-transport-ws', 'graphql-ws, graphql-ws')}\r\n`);
  assert.is(statusLine(answer), 'HTTP/1.1 400 Bad Request');
});

/** The status line of an accepted upgrade (the socket stays open, so it is read rather than waited out). */
function upgradeStatus(p: number, originLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: p });
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n')) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('error', reject);
    socket.write(`GET /graphql HTTP/1.1\r\nHost: 127.0.0.1:${p}\r\n${originLine}${UPGRADE}\r\n`);
  });
}

guards.run();
