import '../../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NoticeToasts } from '../../../src/ui/frame/notice-toasts.tsx';
import { mountFakeApp } from '../../helpers/fake-app.tsx';
import { $, click } from '../../helpers/interact.ts';

const toasts = () => [...document.querySelectorAll<HTMLElement>('.facet-toast')];

const noticeToasts = suite('NoticeToasts');

noticeToasts('shows each toast notice of the store once, with its title and message, in the Notifications region', () => {
  const app = mountFakeApp(<NoticeToasts />);
  act(() => void app.store.notices.push({ kind: 'error', title: 'Upload', message: 'The file is too big' }));
  act(() => void app.store.notices.push({ kind: 'success', message: 'Event created' }));
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

noticeToasts('hands the countdown to the toast region: the store clock does not close it', () => {
  const app = mountFakeApp(<NoticeToasts />);
  act(() => void app.store.notices.push({ kind: 'info', message: 'Saved' }));
  act(() => app.clock.advance(60_000));
  assert.is(app.store.notices.toasts.value.length, 1, 'the store holds it while it is on screen');
  assert.is(toasts().length, 1);
  app.done();
});

noticeToasts('makes the store forget a toast the user dismissed', () => {
  const app = mountFakeApp(<NoticeToasts />);
  act(() => void app.store.notices.push({ kind: 'warning', message: 'Check this' }));
  click($(toasts()[0]!, 'button[aria-label="Dismiss"]'));
  assert.is(toasts().length, 0);
  assert.equal(app.store.notices.toasts.value, []);
  app.done();
});

noticeToasts.run();
