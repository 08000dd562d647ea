import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashQueryMovedToSearch } from '../../src/screens/hash-query.ts';

const moved = suite('hashQueryMovedToSearch');

moved('moves arguments written after the route before the hash', () => {
  assert.is(hashQueryMovedToSearch('http://host/app/#/query/events?limit=5&offset=10'), 'http://host/app/?limit=5&offset=10#/query/events');
});

moved('replaces a query string already there: the one after the route is the one meant', () => {
  assert.is(hashQueryMovedToSearch('http://host/?limit=3#/query/events?limit=5'), 'http://host/?limit=5#/query/events');
});

moved('keeps encoded values and repeated keys as written', () => {
  assert.is(hashQueryMovedToSearch('http://host/#/query/search?tags=a%26b&tags=c'), 'http://host/?tags=a%26b&tags=c#/query/search');
});

moved('leaves an address without a query in the hash alone', () => {
  assert.is(hashQueryMovedToSearch('http://host/?limit=3#/query/events'), null);
  assert.is(hashQueryMovedToSearch('http://host/'), null);
});

moved.run();
