import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Sidebar, type SidebarField, type SidebarSection } from '../../../src/ui/frame/sidebar.tsx';
import { $, flush, render, type } from '../../helpers/interact.ts';

const sections: SidebarSection[] = [
  { kind: 'query', fields: [{ name: 'events' }, { name: 'event' }, { name: 'venues', isDeprecated: true }] },
  { kind: 'mutation', fields: [{ name: 'createEvent' }, { name: 'deleteEvent' }] },
  { kind: 'subscription', fields: [] },
];
const byName = (fields: readonly SidebarField[], text: string) => fields.filter((f) => f.name.toLowerCase().includes(text.toLowerCase()));

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <Sidebar sections={sections} filter={byName} />
    </Router>,
  );
}

const SidebarSuite = suite('Sidebar');

SidebarSuite('lists each non-empty section with its count inside a nav landmark', () => {
  const view = renderAt('/');
  const nav = $(view.container, 'nav');
  assert.is(nav.getAttribute('aria-label'), 'Operations');
  const headings = [...view.container.querySelectorAll('h2')].map((h) => h.textContent);
  assert.equal(headings, ['Queries (3)', 'Mutations (2)']);
  const links = [...view.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  assert.equal(links, ['/query/events?', '/query/event?', '/query/venues?', '/mutation/createEvent?', '/mutation/deleteEvent?']);
  assert.match(view.container.textContent ?? '', /deprecated/);
  view.unmount();
});

SidebarSuite('marks the link of the current route with aria-current="page"', () => {
  const view = renderAt('/mutation/createEvent');
  const current = [...view.container.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent);
  assert.equal(current, ['createEvent']);
  view.unmount();
});

SidebarSuite('filters every section and shows "n of total" and an announced match count', async () => {
  const view = renderAt('/');
  type($(view.container, 'input'), 'event');
  await flush();
  const headings = [...view.container.querySelectorAll('h2')].map((h) => h.textContent);
  assert.equal(headings, ['Queries (2 of 3)', 'Mutations (2)']);
  assert.is($(view.container, '[role="status"]').textContent, '4 operations match');
  type($(view.container, 'input'), 'zzz', { replace: true });
  await flush();
  assert.is(view.container.querySelectorAll('a').length, 0);
  assert.match(view.container.textContent ?? '', /No match/);
  view.unmount();
});

SidebarSuite('links clear the query string the previous screen left behind', () => {
  const { hook, history } = memoryLocation({ path: '/query/event?id=e1', record: true });
  const view = render(
    <Router hook={hook}>
      <Sidebar sections={sections} filter={byName} />
    </Router>,
  );
  const link = [...view.container.querySelectorAll('a')].find((a) => a.textContent === 'deleteEvent')!;
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  assert.is(history.at(-1), '/mutation/deleteEvent?');
  view.unmount();
});

SidebarSuite('lists Records above the root fields, linking to each type, narrowed by the same filter', async () => {
  const { hook } = memoryLocation({ path: '/entity/Event' });
  const view = render(
    <Router hook={hook}>
      <Sidebar sections={sections} records={[{ name: 'Event' }, { name: 'Venue' }]} filter={byName} />
    </Router>,
  );
  const headings = () => [...view.container.querySelectorAll('h2')].map((h) => h.textContent);
  assert.equal(headings(), ['Records (2)', 'Queries (3)', 'Mutations (2)']);
  const event = view.container.querySelector('a[href="/entity/Event?"]');
  assert.is(event?.getAttribute('aria-current'), 'page');
  assert.ok(view.container.querySelector('a[href="/entity/Venue?"]'));
  type($(view.container, 'input'), 'venue');
  await flush();
  assert.equal(headings(), ['Records (1 of 2)', 'Queries (1 of 3)', 'Mutations (0 of 2)']);
  assert.is(view.container.querySelector('a[href="/entity/Event?"]'), null);
  view.unmount();
});

SidebarSuite.run();
