import '../../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from '../../../src/ui/frame/app-shell.tsx';
import { NARROW_LAYOUT_MAX_WIDTH_PX } from '../../../src/ui/constants.ts';
import { $, byLabel, click, render, waitFor } from '../../helpers/interact.ts';

/** A viewport `width` px wide as far as matchMedia's max-width queries go. */
function setViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function renderShell() {
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Router hook={location.hook}>
      <AppShell header={<span>The header</span>} sidebar={<nav aria-label="Operations"><Link href="/query/events">events</Link></nav>}>
        <p>The screen</p>
      </AppShell>
    </Router>,
  );
  return { ...view, location };
}

const shell = suite('AppShell');

shell('puts the header, the sidebar and the screen in their landmarks on a wide screen', () => {
  const restore = setViewportWidth(NARROW_LAYOUT_MAX_WIDTH_PX + 400);
  const view = renderShell();
  const c = view.container;
  assert.match($(c, 'header').textContent ?? '', 'The header');
  assert.ok($(c, 'aside').querySelector('nav[aria-label="Operations"]'), 'the sidebar in an aside');
  assert.is($(c, 'main').textContent, 'The screen');
  assert.not.ok([...c.querySelectorAll('button')].some((b) => b.textContent === 'Operations'), 'no drawer button');
  view.unmount();
  restore();
});

shell('moves focus to the main landmark from the skip link, first in the page', () => {
  const restore = setViewportWidth(NARROW_LAYOUT_MAX_WIDTH_PX + 400);
  const view = renderShell();
  const skip = view.container.querySelector('a')!;
  assert.is(skip.textContent?.trim(), 'Skip to content');
  click(skip);
  assert.is(document.activeElement, $(view.container, 'main'));
  view.unmount();
  restore();
});

shell('keeps the sidebar in a drawer on a narrow screen, opened by "Operations" and closed by Close', async () => {
  const restore = setViewportWidth(NARROW_LAYOUT_MAX_WIDTH_PX);
  const view = renderShell();
  assert.is(view.container.querySelector('aside'), null);
  assert.is(document.querySelector('[role="dialog"]'), null);
  click(byLabel(view.container, 'Operations'));
  // The drawer's code loads on first opening (it stays off the first screen).
  await waitFor(() => document.querySelector('[role="dialog"]') !== null, 5000, 'the drawer');
  const drawer = $(document, '[role="dialog"]');
  assert.is(drawer.getAttribute('aria-label'), 'Operations');
  assert.ok(drawer.querySelector('a[href="/query/events"]'));
  click(byLabel(drawer, 'Close'));
  assert.is(document.querySelector('[role="dialog"]'), null);
  view.unmount();
  restore();
});

shell('closes the drawer when a link in it is followed', async () => {
  const restore = setViewportWidth(NARROW_LAYOUT_MAX_WIDTH_PX);
  const view = renderShell();
  click(byLabel(view.container, 'Operations'));
  await waitFor(() => document.querySelector('[role="dialog"] a') !== null, 5000, 'the drawer');
  act(() => $(document, '[role="dialog"] a').click());
  assert.is(view.location.history!.at(-1), '/query/events');
  assert.is(document.querySelector('[role="dialog"]'), null);
  view.unmount();
  restore();
});

shell.run();
