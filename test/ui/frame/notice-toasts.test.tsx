import '../../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NoticeToasts } from '../../../src/ui/frame/notice-toasts.tsx';
import { mountFakeApp } from '../../helpers/fake-app.tsx';
import { $, click, waitFor } from '../../helpers/interact.ts';

const toasts = () => [...document.querySelectorAll<HTMLElement>('.facet-toast')];
/** The region loads at the first toast. */
const shown = (count: number) => waitFor(() => toasts().length === count, 2000, `${count} toasts`);

const noticeToasts = suite('NoticeToasts');

noticeToasts('loads nothing and draws nothing until the first toast', () => {
  const app = mountFakeApp(<NoticeToasts />);
  assert.is(app.r.container.innerHTML, '');
  assert.is(document.querySelector('[aria-label="Notifications"]'), null);
  app.done();
});

// First to push a toast: once loaded, the region mounts at once and holds toasts itself.
noticeToasts('holds a toast pushed while the region loads, so the store clock does not close it unseen', async () => {
  const app = mountFakeApp(<NoticeToasts />);
  act(() => void app.store.notices.push({ kind: 'info', message: 'Saved' }));
  act(() => app.clock.advance(60_000));
  await shown(1);
  assert.is(app.store.notices.toasts.value.length, 1);
  app.done();
});

noticeToasts('shows each toast notice of the store once, with its title and message, in the Notifications region', async () => {
  const app = mountFakeApp(<NoticeToasts />);
  act(() => void app.store.notices.push({ kind: 'error', title: 'Upload', message: 'The file is too big' }));
  act(() => void app.store.notices.push({ kind: 'success', message: 'Event created' }));
  await shown(2);
  const region = document.querySelector('[role="region"][aria-label="Notifications"]');
  assert.ok(region, 'the region is there');
  assert.is(toasts().length, 2);
  assert.match(toasts().map((t) => t.textContent).join(' | '), 'Upload');
  assert.match(toasts().map((t) => t.textContent).join(' | '), 'The file is too big');
  assert.match(toasts().map((t) => t.textContent).join(' | '), 'Event created');
  app.done();
});

noticeToasts('leaves alert notices to the alert list', () => {
  const app = mountFakeApp(<NoticeToasts />);
  act(() => void app.store.notices.push({ kind: 'error', message: 'Stays put', display: 'alert' }));
  assert.is(toasts().length, 0);
  app.done();
});

noticeToasts('hands the countdown to the toast region: the store clock does not close it', async () => {
  const app = mountFakeApp(<NoticeToasts />);
  act(() => void app.store.notices.push({ kind: 'info', message: 'Saved' }));
  await shown(1);
  act(() => app.clock.advance(60_000));
  assert.is(app.store.notices.toasts.value.length, 1, 'the store holds it while it is on screen');
  assert.is(toasts().length, 1);
  app.done();
});

noticeToasts('makes the store forget a toast the user dismissed', async () => {
  const app = mountFakeApp(<NoticeToasts />);
  act(() => void app.store.notices.push({ kind: 'warning', message: 'Check this' }));
  await shown(1);
  click($(toasts()[0]!, 'button[aria-label="Dismiss"]'));
  assert.is(toasts().length, 0);
  assert.equal(app.store.notices.toasts.value, []);
  app.done();
});

noticeToasts.run();
