import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Carousel, ImageCarousel } from '../../../src/ui/results/carousel.tsx';
import { createManualClock } from '../../helpers/clock.ts';
import { $, click, focus, press, render } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const IMAGES = [
  { src: '/img/1.png', alt: 'Stage' },
  { src: '/img/2.png', alt: 'Crowd' },
  { src: '/img/3.png', alt: 'Band' },
];

function visibleSlide(root: ParentNode): HTMLElement {
  const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].filter((s) => !s.hidden);
  assert.is(slides.length, 1, 'exactly one slide is visible');
  return slides[0]!;
}

function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(name));
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

const CarouselSuite = suite('Carousel');

CarouselSuite('is a labelled carousel section of slides named "N of M"', () => {
  const view = render(<ImageCarousel label="Event photos" images={IMAGES} />);
  const section = $(view.container, 'section');
  assert.is(section.getAttribute('aria-roledescription'), 'carousel');
  assert.is(section.getAttribute('aria-label'), 'Event photos');
  const slides = [...section.querySelectorAll('[aria-roledescription="slide"]')];
  assert.equal(slides.map((s) => [s.getAttribute('role'), s.getAttribute('aria-label')]), [
    ['group', '1 of 3'],
    ['group', '2 of 3'],
    ['group', '3 of 3'],
  ]);
  assert.is($(visibleSlide(section), 'img').getAttribute('alt'), 'Stage');
  view.unmount();
});

CarouselSuite('shows its position in words and dots, hidden from assistive technology, and moves it with each step', () => {
  const view = render(<ImageCarousel label="Photos" images={IMAGES} />);
  const position = $(view.container, '.facet-carousel-position');
  const current = () => [...position.querySelectorAll<HTMLElement>('.facet-carousel-dot')].map((dot) => dot.dataset.current === 'true');
  assert.is(position.getAttribute('aria-hidden'), 'true', 'the slide names say it already');
  assert.is(position.textContent, '1 of 3');
  assert.equal(current(), [true, false, false]);
  click(button(view.container, 'Next slide'));
  assert.is(position.textContent, '2 of 3');
  assert.equal(current(), [false, true, false]);
  view.unmount();
});

CarouselSuite('moves with the Next and Previous buttons, wrapping at both ends', () => {
  const view = render(<ImageCarousel label="Photos" images={IMAGES} />);
  click(button(view.container, 'Next slide'));
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '2 of 3');
  click(button(view.container, 'Next slide'));
  click(button(view.container, 'Next slide'));
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '1 of 3');
  click(button(view.container, 'Previous slide'));
  assert.is($(visibleSlide(view.container), 'img').getAttribute('alt'), 'Band');
  view.unmount();
});

CarouselSuite('moves with ArrowRight, ArrowLeft, Home and End while focus is inside', () => {
  const view = render(<ImageCarousel label="Photos" images={IMAGES} />);
  const next = button(view.container, 'Next slide');
  focus(next);
  assert.not.ok(press(next, 'ArrowRight'), 'the arrow key is handled');
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '2 of 3');
  press(next, 'End');
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '3 of 3');
  press(next, 'ArrowRight');
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '1 of 3');
  press(next, 'ArrowLeft');
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '3 of 3');
  press(next, 'Home');
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '1 of 3');
  view.unmount();
});

CarouselSuite('announces slide changes through a polite live region', () => {
  const view = render(<ImageCarousel label="Photos" images={IMAGES} />);
  const live = $(view.container, '.facet-carousel-slides');
  assert.is(live.getAttribute('aria-live'), 'polite');
  const next = button(view.container, 'Next slide');
  assert.is(next.getAttribute('aria-controls'), live.id);
  click(next);
  assert.is($(live, '[aria-roledescription="slide"]:not([hidden]) img').getAttribute('alt'), 'Crowd');
  view.unmount();
});

CarouselSuite('never rotates on its own without autoplayMs', () => {
  const clock = createManualClock();
  const view = render(<ImageCarousel label="Photos" images={IMAGES} timers={clock} />);
  assert.equal(clock.pendingDelays(), []);
  assert.not.ok([...view.container.querySelectorAll('button')].some((b) => /slide show/.test(b.getAttribute('aria-label') ?? '')));
  view.unmount();
});

CarouselSuite('with autoplayMs rotates on schedule, silently, behind a first-in-order pause button', () => {
  const clock = createManualClock();
  const view = render(<ImageCarousel label="Photos" images={IMAGES} autoplayMs={5000} timers={clock} />);
  const first = view.container.querySelector('button')!;
  assert.is(first.getAttribute('aria-label'), 'Stop automatic slide show');
  assert.is($(view.container, '.facet-carousel-slides').getAttribute('aria-live'), 'off');
  assert.equal(clock.pendingDelays(), [5000]);
  act(() => clock.advance(4999));
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '1 of 3');
  act(() => clock.advance(1));
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '2 of 3');
  click(first);
  assert.is(first.getAttribute('aria-label'), 'Start automatic slide show');
  assert.is($(view.container, '.facet-carousel-slides').getAttribute('aria-live'), 'polite');
  act(() => clock.advance(20000));
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '2 of 3');
  click(first);
  act(() => clock.advance(5000));
  assert.is(visibleSlide(view.container).getAttribute('aria-label'), '3 of 3');
  view.unmount();
});

CarouselSuite('stops rotating when keyboard focus enters a slide control', () => {
  const clock = createManualClock();
  const view = render(<ImageCarousel label="Photos" images={IMAGES} autoplayMs={1000} timers={clock} />);
  focus(button(view.container, 'Next slide'));
  assert.equal(clock.pendingDelays(), []);
  assert.is(view.container.querySelector('button')!.getAttribute('aria-label'), 'Start automatic slide show');
  view.unmount();
});

CarouselSuite('pauses while hovered and resumes when the pointer leaves', () => {
  const clock = createManualClock();
  const view = render(<ImageCarousel label="Photos" images={IMAGES} autoplayMs={1000} timers={clock} />);
  const section = $(view.container, 'section');
  act(() => void section.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
  assert.equal(clock.pendingDelays(), []);
  act(() => void section.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
  assert.equal(clock.pendingDelays(), [1000]);
  view.unmount();
});

CarouselSuite('renders any content per slide with renderItem and nothing for an empty list', () => {
  const view = render(<Carousel label="Quotes" items={['a', 'b']} renderItem={(q) => <blockquote>{q}</blockquote>} />);
  assert.is($(visibleSlide(view.container), 'blockquote').textContent, 'a');
  view.rerender(<Carousel label="Quotes" items={[]} renderItem={(q) => <blockquote>{q}</blockquote>} />);
  assert.is(view.container.innerHTML, '');
  view.unmount();
});

CarouselSuite('passes axe-core checks, with and without autoplay', async () => {
  const view = render(
    <main>
      <ImageCarousel label="Photos" images={IMAGES} />
      <ImageCarousel label="Rotating photos" images={IMAGES} autoplayMs={5000} timers={createManualClock()} />
    </main>,
  );
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

CarouselSuite.run();

// ---

const ImageCarouselSuite = suite('ImageCarousel');

ImageCarouselSuite('shows a slide whose source the URL policy refuses as text, never as an img', () => {
  const hostile = [
    { src: 'javascript:alert(1)', alt: 'One' },
    { src: 'data:image/svg+xml,<svg onload="alert(1)"/>', alt: 'Two' },
  ];
  const view = render(<ImageCarousel label="Photos" images={hostile} />);
  assert.is(view.container.querySelector('img'), null);
  assert.match(view.container.textContent ?? '', 'javascript:alert(1)');
  click(button(view.container, 'Next slide'));
  assert.is(view.container.querySelector('img'), null);
  assert.match(view.container.textContent ?? '', 'data:image/svg+xml');
  view.unmount();
});

ImageCarouselSuite.run();
