import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { adoptToken } from '../../src/screens/adopt-token.ts';
import { createMemoryStorage, createStore } from '../../src/store/index.ts';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory } from '../store/fake-transport.ts';

const adopt = suite('adoptToken');

adopt('signs in with the token, reconnects the live connection and says so once', () => {
  const factory = fakeTransportFactory();
  const storage = createMemoryStorage();
  const store = createStore({ createTransport: factory.createTransport, storage, events: null, clock: createManualClock() });
  adoptToken(store, 'tok-1');
  assert.is(store.session.token.value, 'tok-1');
  assert.is(storage.getItem('apollo-token'), 'tok-1');
  assert.is(factory.last.reconnects, 1);
  assert.equal(store.notices.log.value.map((n) => `${n.kind}: ${n.message}`), ['success: Signed in: the token is sent with the next request']);
  store.dispose();
});

adopt.run();
