import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CATEGORIES, createDemoData } from '../../src/server/data.ts';

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

data.run();
