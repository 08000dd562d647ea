// Where the connection was down while a feed ran (src/store/feed-gaps.ts): a gap is kept for as
// long as the events around it can be shown, which Show older makes up to FEED_KEEP_LIMIT
// (issue 25 §4).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-core';
import { watchFeedGaps } from '../../src/store/feed-gaps.ts';
import { storeConstants } from '../../src/store/index.ts';
import type { ConnectionState } from '../../src/transport/index.ts';

const gapsSuite = suite('watchFeedGaps');

gapsSuite('keeps a gap between older kept events, beyond the newest page, up to FEED_KEEP_LIMIT', () => {
  const count = signal(0);
  const connection = signal<ConnectionState>({ status: 'connected', protocol: 'graphql-transport-ws' });
  let now = 0;
  const watch = watchFeedGaps({ count, isActive: signal(true) }, connection, { now: () => now });
  const drops = storeConstants.SUBSCRIPTION_FEED_LIMIT + 10;
  for (let i = 1; i <= drops; i++) {
    count.value = i;
    connection.value = { status: 'closed', error: null };
    now += 1000;
    connection.value = { status: 'connected', protocol: 'graphql-transport-ws' };
  }
  assert.is(watch.gaps.value.length, drops, 'a gap after event 1 is still marked once 60 more have come');
  assert.equal(watch.gaps.value[0], { afterCount: 1, from: 0, to: 1000 });
  for (let i = drops + 1; i <= storeConstants.FEED_KEEP_LIMIT + 5; i++) {
    count.value = i;
    connection.value = { status: 'closed', error: null };
    connection.value = { status: 'connected', protocol: 'graphql-transport-ws' };
  }
  assert.is(watch.gaps.value.length, storeConstants.FEED_KEEP_LIMIT, 'bounded like the events it stands between');
  assert.is(watch.gaps.value[0]!.afterCount, 6);
  watch.dispose();
});

gapsSuite.run();
