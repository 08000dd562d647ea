import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { GraphQLObjectType } from 'graphql';
import {
  createHintsResolver,
  destructiveVerb,
  displayHintsForType,
  displayHintsForValue,
  isImageUrl,
  isRatingName,
  isTokenFieldName,
  listRootFields,
  NO_DISPLAY_HINTS,
  recordName,
  recordTitle,
  sniffDate,
} from '../../src/schema/index.ts';
import { eventsSchema, largeSchema, relaySchema, schemaFromSdl, unionsSchema } from '../helpers/schemas.ts';

const events = eventsSchema();
const relay = relaySchema();
const object = (schema: typeof events, name: string) => schema.getType(name) as GraphQLObjectType;

// ---

const displayHintsForTypeSuite = suite('displayHintsForType');

displayHintsForTypeSuite('picks the title and subtitle fields in the documented order', () => {
  const event = displayHintsForType(object(events, 'Event'));
  assert.equal([event.titleField, event.subtitleField], ['title', 'description']);
  assert.equal(displayHintsForType(object(events, 'User')).titleField, 'username');
  assert.equal(displayHintsForType(object(relay, 'User')).titleField, 'name', 'name comes before login');
  assert.equal(displayHintsForType(object(events, 'Photo')).titleField, null);
  assert.equal(displayHintsForType(object(events, 'Review')).subtitleField, 'body');
});

displayHintsForTypeSuite('after the exact names, titles a card by a field ending in title, then name, then label', () => {
  const schema = schemaFromSdl(/* GraphQL */ `
    type Person { id: ID! fullName: String nickname: String }
    type Product { id: ID! product_name: String! sku: String }
    type Listing { id: ID! venueName: String displayLabel: String eventTitle: String }
    type Tag { id: ID! colour: String displayLabel: String }
    type Named { eventTitle: String name: String }
    type Query { person: Person product: Product listing: Listing tag: Tag named: Named }
  `);
  assert.is(displayHintsForType(object(schema, 'Person')).titleField, 'fullName');
  assert.is(displayHintsForType(object(schema, 'Product')).titleField, 'product_name', 'snake_case');
  assert.is(displayHintsForType(object(schema, 'Listing')).titleField, 'eventTitle', 'title beats name and label, whatever the order');
  assert.is(displayHintsForType(object(schema, 'Tag')).titleField, 'displayLabel');
  assert.is(displayHintsForType(object(schema, 'Named')).titleField, 'name', 'an exact name comes first');
});

displayHintsForTypeSuite('never titles a card by a type name, an ID or a list', () => {
  const schema = schemaFromSdl(/* GraphQL */ `
    type Meta { id: ID! typeName: String type_name: String handleName: ID! aliasNames: [String!] }
    type Query { meta: Meta }
  `);
  assert.is(displayHintsForType(object(schema, 'Meta')).titleField, null);
});

displayHintsForTypeSuite('finds image fields by name, image lists, and image objects with their URL subfield', () => {
  const event = displayHintsForType(object(events, 'Event'));
  assert.equal(event.imageListFields, [{ name: 'imageUrls', urlField: null }]);
  assert.equal(event.imageFields, [{ name: 'coverImage', urlField: 'url' }]);
  assert.equal(displayHintsForType(object(events, 'User')).imageFields, [{ name: 'avatarUrl', urlField: null }]);
  assert.equal(displayHintsForType(object(events, 'Photo')).imageFields, [{ name: 'url', urlField: null }], 'the url of a Photo');
  assert.equal(displayHintsForType(object(events, 'Venue')).imageFields, []);
});

displayHintsForTypeSuite('finds date fields by scalar name', () => {
  assert.equal(displayHintsForType(object(events, 'Event')).dateFields, [
    { name: 'startsAt', kind: 'datetime' },
    { name: 'date', kind: 'date' },
    { name: 'doorsOpen', kind: 'time' },
    { name: 'endsAtUtc', kind: 'time' },
  ]);
  assert.equal(displayHintsForType(object(unionsSchema(), 'Person')).dateFields, [], 'String fields need their values');
});

displayHintsForTypeSuite('finds rating-like numbers and token-like strings', () => {
  assert.equal(displayHintsForType(object(events, 'Event')).ratingFields, ['rating']);
  assert.equal(displayHintsForType(object(events, 'Review')).ratingFields, ['stars']);
  const auth = displayHintsForType(object(events, 'AuthPayload'));
  assert.equal(auth.tokenFields, ['token']);
  assert.is(auth.ratingMax, 5);
});

displayHintsForTypeSuite('keeps the scale a rating name states, for names that state one', () => {
  const schema = schemaFromSdl(/* GraphQL */ `
    type Film { imdbRating: Float ratingOutOf10: Int scoreOutOf100: Int tenPointRating: Int stars: Int ratingVersion2: Int }
    type Query { film: Film }
  `);
  const hints = displayHintsForType(object(schema, 'Film'));
  assert.equal(hints.ratingFields, ['imdbRating', 'ratingOutOf10', 'scoreOutOf100', 'tenPointRating', 'stars']);
  assert.equal(hints.ratingScales, { ratingOutOf10: 10, scoreOutOf100: 100, tenPointRating: 10 });
  assert.equal(displayHintsForType(object(events, 'Event')).ratingScales, {}, 'a plain `rating` states none');
});

displayHintsForTypeSuite('gives hints for every object type of the large schema', () => {
  const schema = largeSchema();
  let titled = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('Entity') && !type.name.endsWith('Edge') && !type.name.endsWith('Connection') && !type.name.endsWith('Filter')) {
      const hints = displayHintsForType(type as GraphQLObjectType);
      if (hints.titleField === 'title' && hints.ratingFields.includes('score')) titled += 1;
    }
  }
  assert.is(titled, 498);
});

displayHintsForTypeSuite.run();

// ---

const displayHintsForValueSuite = suite('displayHintsForValue');

displayHintsForValueSuite('adds image URLs and ISO dates found in String values', () => {
  const hints = displayHintsForValue(
    { __typename: 'Person', id: '1', name: 'Ada', createdAt: '2026-01-02T03:04:05Z', picture: 'https://x.test/p/ada.JPG?size=2', friends: [] },
    object(unionsSchema(), 'Person'),
  );
  assert.equal(hints.dateFields, [{ name: 'createdAt', kind: 'datetime' }]);
  assert.equal(hints.imageFields, [{ name: 'picture', urlField: null }]);
  assert.is(hints.titleField, 'name');
});

displayHintsForValueSuite('judges untyped results by keys and values', () => {
  const hints = displayHintsForValue({
    label: '',
    email: 'ada@example.com',
    summary: 'hello',
    accessToken: 'eyJhbGciOi',
    stars: 4,
    gallery: ['/a.png', 'data:image/png;base64,AAAA'],
    day: '2026-03-01',
    note: '2026-13-45',
  });
  assert.equal([hints.titleField, hints.subtitleField], ['email', 'summary']);
  assert.equal(hints.tokenFields, ['accessToken']);
  assert.equal(hints.ratingFields, ['stars']);
  assert.equal(hints.imageListFields, [{ name: 'gallery', urlField: null }]);
  assert.equal(hints.dateFields, [{ name: 'day', kind: 'date' }]);
});

displayHintsForValueSuite('falls back from an empty title value to the next candidate', () => {
  const hints = displayHintsForValue({ title: ' ', name: 'Second' }, null);
  assert.is(hints.titleField, 'name');
});

displayHintsForValueSuite('titles untyped results by a key ending in title, name or label, with a value', () => {
  assert.is(displayHintsForValue({ id: '1', fullName: 'Ada Lovelace' }).titleField, 'fullName');
  assert.is(displayHintsForValue({ id: '1', product_name: 'Lamp', eventTitle: 'Gig' }).titleField, 'eventTitle');
  assert.is(displayHintsForValue({ id: '1', eventTitle: '', displayLabel: 'Shown' }).titleField, 'displayLabel', 'an empty title is skipped');
  assert.is(displayHintsForValue({ __typename: 'Ref', id: '1', typeName: 'Ref' }).titleField, null);
  const typed = schemaFromSdl('type Ref { refName: ID! shortLabel: String } type Query { ref: Ref }');
  assert.is(displayHintsForValue({ refName: 'r-1', shortLabel: 'Short' }, object(typed, 'Ref')).titleField, 'shortLabel', 'never an ID');
});

displayHintsForValueSuite('marks any untyped number named like a rating, with the scale its name states', () => {
  const hints = displayHintsForValue({ score: 87, ratingOutOf10: 7, starsCount: 3 });
  assert.equal(hints.ratingFields, ['score', 'ratingOutOf10']);
  assert.equal(hints.ratingScales, { ratingOutOf10: 10 });
});

displayHintsForValueSuite('finds images held in objects by their key, their type name, an image URL or a media type', () => {
  const hints = displayHintsForValue({
    cover: { url: 'https://cdn.test/covers/42', alt: 'The stage', width: 800, height: 600 },
    avatar: { src: 'https://cdn.test/u/7' },
    hero: { __typename: 'Picture', href: 'https://cdn.test/h' },
    asset: { url: '/uploads/a.png', caption: 'Doors' },
    attachment: { url: 'https://cdn.test/f/123', mimeType: 'image/webp' },
  });
  assert.equal(hints.imageFields, [
    { name: 'cover', urlField: 'url' },
    { name: 'avatar', urlField: 'src' },
    { name: 'hero', urlField: 'href' },
    { name: 'asset', urlField: 'url' },
    { name: 'attachment', urlField: 'url' },
  ]);
});

displayHintsForValueSuite('keeps objects that are no images as cards', () => {
  const hints = displayHintsForValue({
    venue: { name: 'Hall', city: 'Oslo', url: 'https://x.test/map.png' },
    document: { url: 'https://cdn.test/f/doc.png', contentType: 'application/pdf; charset=binary' },
    coverLetter: { url: 'https://cdn.test/f/1', mimeType: 'text/plain' },
    link: { url: 'https://x.test/page' },
    empty: { url: '' },
  });
  assert.equal(hints.imageFields, [], 'an entity with other fields, a non-image media type, a page, no URL');
});

displayHintsForValueSuite('finds lists of image objects, and keeps a list with one non-image as cards', () => {
  const hints = displayHintsForValue({
    photos: [{ url: 'https://cdn.test/1', caption: 'One' }, { url: 'https://cdn.test/2', caption: 'Two' }, null],
    files: [{ src: '/a.png' }, { src: '/b.gif', width: '120' }],
    attachments: [{ url: 'https://cdn.test/f/1', mimeType: 'image/png' }, { url: 'https://cdn.test/f/2', mimeType: 'application/pdf' }],
    reviews: [{ id: 'r1', author: 'Ann' }],
  });
  assert.equal(hints.imageListFields, [{ name: 'photos', urlField: 'url' }, { name: 'files', urlField: 'src' }]);
});

displayHintsForValueSuite("lets a sibling media type decide whether the object's own URL is an image", () => {
  const image = displayHintsForValue({ url: 'https://cdn.test/f/1', mimeType: 'image/jpeg', name: 'Stage' });
  assert.equal(image.imageFields, [{ name: 'url', urlField: null }], 'no extension, but image/jpeg');
  const pdf = displayHintsForValue({ downloadUrl: 'https://cdn.test/f/a.png', thumbnailUrl: 'https://cdn.test/t/a.png', content_type: 'application/pdf' });
  assert.equal(pdf.imageFields, [{ name: 'thumbnailUrl', urlField: null }], 'the pdf is no image, its image-named thumbnail still is');
  const enumKind = displayHintsForValue({ url: 'https://cdn.test/f/1', mediaType: 'IMAGE' });
  assert.equal(enumKind.imageFields, [], 'an enum is no media type');
});

displayHintsForValueSuite('lets a media type overrule the schema, and keeps typed image objects without a URL', () => {
  const schema = schemaFromSdl(/* GraphQL */ `
    type Photo { id: ID! url: String mimeType: String }
    type Image { url: String alt: String }
    type Album { title: String cover: Image photos: [Photo!] }
    type Query { album: Album photo: Photo }
  `);
  const photo = object(schema, 'Photo');
  assert.equal(displayHintsForValue({ id: '1', url: 'https://cdn.test/1' }, photo).imageFields, [{ name: 'url', urlField: null }]);
  assert.equal(displayHintsForValue({ id: '1', url: 'https://cdn.test/1.png', mimeType: 'video/mp4' }, photo).imageFields, [], 'a video');
  const album = object(schema, 'Album');
  const withVideo = displayHintsForValue({ title: 'Trip', cover: { url: null }, photos: [{ id: '1', url: '/1', mimeType: 'video/mp4' }] }, album);
  assert.equal(withVideo.imageFields, [{ name: 'cover', urlField: 'url' }], 'the schema says cover is an image');
  assert.equal(withVideo.imageListFields, [], 'a video among the photos: cards');
  assert.equal(displayHintsForType(album).imageListFields, [{ name: 'photos', urlField: 'url' }], 'the cached type hints are untouched');
});

displayHintsForValueSuite.run();

// ---

const isImageUrlSuite = suite('isImageUrl');

isImageUrlSuite('checks the pathname extension and data:image URLs', () => {
  assert.ok(isImageUrl('https://cdn.test/a/b.webp'));
  assert.ok(isImageUrl('https://cdn.test/a/b.png?w=200#x'));
  assert.ok(isImageUrl('/uploads/cat.jpeg'));
  assert.ok(isImageUrl('data:image/svg+xml;utf8,<svg/>'));
  assert.not.ok(isImageUrl('https://cdn.test/a.png.html'));
  assert.not.ok(isImageUrl('https://cdn.test/page?file=a.png'));
  assert.not.ok(isImageUrl('javascript:alert(1)//.png'));
  assert.not.ok(isImageUrl(42));
});

isImageUrlSuite.run();

// ---

const sniffDateSuite = suite('sniffDate');

sniffDateSuite('recognises real ISO dates and date-times only', () => {
  assert.is(sniffDate('2026-11-23'), 'date');
  assert.is(sniffDate('2026-11-23T10:00:00+01:00'), 'datetime');
  assert.is(sniffDate('2026-11-23 10:00'), 'datetime');
  assert.is(sniffDate('2026-99-23'), null);
  assert.is(sniffDate('23/11/2026'), null);
  assert.is(sniffDate(20261123), null);
});

sniffDateSuite.run();

// ---

const isTokenFieldNameSuite = suite('isTokenFieldName');

isTokenFieldNameSuite('accepts token-like names and not refresh tokens or counts', () => {
  for (const name of ['token', 'accessToken', 'access_token', 'jwt', 'idToken', 'authToken']) assert.ok(isTokenFieldName(name), name);
  for (const name of ['refreshToken', 'tokenCount', 'tokens']) assert.not.ok(isTokenFieldName(name), name);
});

isTokenFieldNameSuite.run();

// ---

const isRatingNameSuite = suite('isRatingName');

isRatingNameSuite('matches names ending in rating, stars or score', () => {
  assert.ok(isRatingName('averageRating'));
  assert.ok(isRatingName('stars'));
  assert.not.ok(isRatingName('starsCount'));
});

isRatingNameSuite('matches a rating name that ends in its scale', () => {
  assert.ok(isRatingName('ratingOutOf10'));
  assert.ok(isRatingName('stars_5'));
  assert.ok(isRatingName('score100'));
  assert.not.ok(isRatingName('ratingVersion2'));
  assert.not.ok(isRatingName('top10'));
});

isRatingNameSuite.run();

// ---

const destructiveVerbSuite = suite('destructiveVerb');

destructiveVerbSuite('flags destructive mutation names by whole words', () => {
  assert.is(destructiveVerb('deleteEvent'), 'delete');
  assert.is(destructiveVerb('archiveEvent'), 'archive');
  assert.is(destructiveVerb('revoke_api_key'), 'revoke');
  assert.is(destructiveVerb('bulkRemoveTags'), 'remove');
  assert.is(destructiveVerb('createEvent'), null);
  assert.is(destructiveVerb('undeleteEvent'), null);
  assert.is(destructiveVerb('updateDropdownOptions'), null);
});

destructiveVerbSuite('flags the destructive mutations of the fixtures', () => {
  const flagged = listRootFields(events, 'mutation').filter((f) => destructiveVerb(f.name)).map((f) => f.name);
  assert.equal(flagged, ['deleteEvent', 'archiveEvent']);
  assert.equal(listRootFields(relay, 'mutation').filter((f) => destructiveVerb(f.name)).map((f) => f.name), ['removeStar', 'deleteRepository']);
});

destructiveVerbSuite.run();

// ---

const recordTitleSuite = suite('recordTitle');

recordTitleSuite('uses the title field, else the type and id, else the type', () => {
  const hints = displayHintsForType(object(events, 'Event'));
  assert.is(recordTitle({ title: 'Gig' }, hints), 'Gig');
  assert.is(recordTitle({ __typename: 'Event', id: '7', title: '' }, hints), 'Event #7');
  assert.is(recordTitle({ __typename: 'Tick' }, displayHintsForValue({}, null)), 'Tick');
  assert.is(recordTitle({}, displayHintsForType(object(schemaFromSdl('type Query { a: Int }'), 'Query'))), 'Item');
});

recordTitleSuite('prefers the field it came from to the bare type name', () => {
  assert.is(recordTitle({ __typename: 'Tick', seat: 'A1' }, NO_DISPLAY_HINTS, 'Booking'), 'Booking');
  assert.is(recordTitle({ __typename: 'Tick', id: 3 }, NO_DISPLAY_HINTS, 'Booking'), 'Tick #3');
});

recordTitleSuite.run();

// ---

const recordNameSuite = suite('recordName');

recordNameSuite('names a record by its title field, a number included, else by type and id, else not at all', () => {
  assert.is(recordName({ title: 'Gig' }, 'title'), 'Gig');
  assert.is(recordName({ title: 7 }, 'title'), '7');
  assert.is(recordName({ __typename: 'Event', id: 'e1', title: ' ' }, 'title'), 'Event #e1');
  assert.is(recordName({ id: 'e1' }, null), null, 'an id without a type names nothing');
  assert.is(recordName({ __typename: 'Event', id: 'e1' }, 'title', false), null, 'only the title field when asked');
});

recordNameSuite.run();

// ---

const createHintsResolverSuite = suite('createHintsResolver');

createHintsResolverSuite('resolves hints by __typename and by values for unknown types', () => {
  const resolve = createHintsResolver(events);
  const event = resolve({ __typename: 'Event', id: '1', title: 'Gig', imageUrls: ['/a.png', '/b.png'] });
  assert.equal([event.titleField, event.imageListFields], ['title', [{ name: 'imageUrls', urlField: null }]]);
  const unknown = resolve({ __typename: 'Mystery', name: 'x', avatar: 'https://x.test/a.gif' });
  assert.equal([unknown.titleField, unknown.imageFields], ['name', [{ name: 'avatar', urlField: null }]]);
});

createHintsResolverSuite('hands out one resolver per schema', () => {
  assert.is(createHintsResolver(events), createHintsResolver(events));
});

createHintsResolverSuite('never changes the cached type hints when values add more', () => {
  const resolve = createHintsResolver(events);
  resolve({ __typename: 'Venue', id: '1', name: 'Hall', address: 'https://x.test/map.png' });
  assert.equal(displayHintsForType(object(events, 'Venue')).imageFields, []);
  assert.ok(Object.isFrozen(displayHintsForType(object(events, 'Venue'))));
});

createHintsResolverSuite.run();
