import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COUNTRIES } from '../../src/demo/countries.ts';
import { CATEGORIES, createDemoData } from '../../src/demo/data.ts';

const data = suite('createDemoData');

data('seeds the same 40 events on every call, sorted by start in 2026', () => {
  const a = createDemoData();
  const b = createDemoData();
  assert.equal(a.events(), b.events());
  const events = a.events();
  assert.is(events.length, 40);
  assert.ok(events.every((e) => e.startsAt.startsWith('2026-') && e.date === e.startsAt.slice(0, 10)));
  assert.ok(events.every((e, i) => i === 0 || events[i - 1]!.startsAt <= e.startsAt));
  assert.equal(new Set(events.map((e) => e.category)), new Set(CATEGORIES));
  assert.ok(events.some((e) => e.rating === null) && events.some((e) => e.venueId === null));
  assert.ok(events.some((e) => e.imagePaths.length === 3));
  assert.ok(events.reduce((n, e) => n + e.reviews.length, 0) > 40);
});

data('gives created events and reviews counter ids and keeps stores independent', () => {
  const a = createDemoData();
  const b = createDemoData();
  const created = a.createEvent({ title: 'New', startsAt: '2026-02-01T10:00:00.000Z' });
  assert.is(created.id, 'e41');
  assert.is(created.date, '2026-02-01');
  assert.is(created.imagePaths.length, 1);
  assert.is(a.events().length, 41);
  assert.is(b.events().length, 40);
  assert.is(a.events().findIndex((e) => e.id === 'e41'), 3);
  const review = a.addReview('e41', { author: 'Z', rating: 3, body: 'ok' }, new Date(Date.UTC(2026, 1, 2)));
  assert.is(review!.createdAt, '2026-02-02T00:00:00.000Z');
  assert.is(a.addReview('e999', { author: 'Z', rating: 3, body: 'ok' }, new Date()), undefined);
  assert.ok(a.deleteEvent('e41'));
  assert.not.ok(a.deleteEvent('e41'));
  assert.is(a.createEvent({ title: 'Next', startsAt: '2026-02-01T10:00:00.000Z' }).id, 'e42');
});

data('seeds six venues in known countries, each with a photo object and 0 to 3 gallery pictures', () => {
  const venues = createDemoData().venues();
  assert.equal(venues.map((v) => v.id), ['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
  const countries = new Set<string>(COUNTRIES.map((c) => c.value));
  assert.ok(venues.every((v) => countries.has(v.country) && v.street !== null));
  assert.ok(venues.every((v) => v.photo?.path.startsWith('/images/venue-') && v.photo.alt.startsWith(v.name)));
  assert.equal(venues.map((v) => v.gallery.length), [3, 2, 2, 1, 3, 0]);
  const paths = venues.flatMap((v) => [v.photo!.path, ...v.gallery.map((g) => g.path)]);
  assert.is(new Set(paths).size, paths.length, 'every picture is a different one');
  assert.equal(venues.filter((v) => v.location === null).map((v) => v.id), ['v4']);
});

data('gives created venues counter ids and a generated photo, in one store only', () => {
  const a = createDemoData();
  const b = createDemoData();
  const fields = { name: 'Dock 5', city: 'Oslo', capacity: 80, street: '5 Pier', country: 'NORWAY', location: null } as const;
  const created = a.createVenue(fields);
  assert.is(created.id, 'v7');
  assert.is(created.photo!.path, '/images/venue-7-1.svg?label=Dock%205');
  assert.equal(created.gallery, []);
  assert.is(a.venue('v7'), created);
  assert.is(a.venues().length, 7);
  assert.is(b.venues().length, 6);
  assert.is(a.createVenue({ ...fields, name: 'Dock 6' }).id, 'v8');
});

data('keeps seeded venues apart between stores, nested objects included', () => {
  const a = createDemoData();
  a.venue('v1')!.gallery.pop();
  a.venue('v1')!.location!.latitude = 0;
  const b = createDemoData();
  assert.is(b.venue('v1')!.gallery.length, 3);
  assert.is(b.venue('v1')!.location!.latitude, 38.7061);
});

data.run();
