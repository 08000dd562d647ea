// The confirmation question (issue 16 "phrase confirmations as what will happen").
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { confirmationTitle, mutationRecordKey } from '../../src/schema/index.ts';

const title = suite('confirmationTitle');

title('says the verb, the object and the record named by its title, in quotes', () => {
  assert.is(confirmationTitle('createEvent', { input: { title: 'Winter Gala', category: 'MUSIC' } }), 'Create event “Winter Gala”?');
  assert.is(confirmationTitle('updateEvent', { id: 'e3', input: { title: 'Jazz Night' } }), 'Update event “Jazz Night”?');
  assert.is(confirmationTitle('createVenue', { input: { name: 'Hall' } }), 'Create venue “Hall”?');
});

title('names the record by the title the caller knows, else by its id', () => {
  assert.is(confirmationTitle('deleteEvent', { id: 'e3' }, { recordTitle: 'Jazz Night' }), 'Delete event “Jazz Night”?');
  assert.is(confirmationTitle('deleteEvent', { id: 'e3' }), 'Delete event “e3”?');
});

title('says a sign-in as who signs in, and never quotes a secret', () => {
  assert.is(confirmationTitle('login', { email: 'demo@facet.dev', password: 'facet-demo' }), 'Sign in as demo@facet.dev?');
  assert.is(confirmationTitle('signIn', { username: 'ada' }), 'Sign in as ada?');
  assert.is(confirmationTitle('logout', {}), 'Sign out?');
  assert.is(confirmationTitle('setPassword', { password: 'hunter2' }), 'Set password?');
});

title('keeps a name without a record plain, and cuts a long title', () => {
  assert.is(confirmationTitle('uploadEventPhoto', { eventId: 'e1' }), 'Upload event photo?');
  assert.is(confirmationTitle('publish', {}), 'Publish?');
  const long = confirmationTitle('createEvent', { input: { title: 'x'.repeat(10_000) } });
  assert.is(long, `Create event “${'x'.repeat(60)}…”?`);
});

title.run();

// ---

const key = suite('mutationRecordKey');

key('names the cache key of the record a mutation gives by id', () => {
  assert.is(mutationRecordKey('deleteEvent', { id: 'e3' }), 'Event:e3');
  assert.is(mutationRecordKey('removeLineItem', { id: 7 }), 'LineItem:7');
  assert.is(mutationRecordKey('deleteEvent', {}), null);
  assert.is(mutationRecordKey('publish', { id: '1' }), null);
});

key.run();
