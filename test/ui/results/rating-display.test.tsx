import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RATING_STARS_MAX_SCALE } from '../../../src/ui/constants.ts';
import { RatingDisplay, RatingValue, ratingPresentation } from '../../../src/ui/results/rating-display.tsx';
import { $, render } from '../../helpers/interact.ts';

const RatingDisplaySuite = suite('RatingDisplay');

RatingDisplaySuite('shows the value as text "4 out of 5" and four of five stars', () => {
  const view = render(<RatingDisplay value={4} locale="en-US" />);
  assert.is($(view.container, '.facet-rating-text').textContent, '4 out of 5');
  assert.is($(view.container, '.facet-rating-stars').textContent, '★★★★☆');
  view.unmount();
});

RatingDisplaySuite('hides the stars from assistive technology', () => {
  const view = render(<RatingDisplay value={2} locale="en-US" />);
  assert.is($(view.container, '.facet-rating-stars').getAttribute('aria-hidden'), 'true');
  view.unmount();
});

RatingDisplaySuite('rounds fractions to half stars and keeps the exact number in the text', () => {
  const view = render(<RatingDisplay value={3.4} locale="en-US" />);
  assert.is($(view.container, '.facet-rating-text').textContent, '3.4 out of 5');
  assert.is($(view.container, '.facet-rating-stars').textContent, '★★★★☆');
  assert.ok(view.container.querySelector('.facet-rating-half'));
  view.unmount();
});

RatingDisplaySuite('uses the given maximum and clamps stars to it', () => {
  const view = render(<RatingDisplay value={12} max={10} locale="en-US" />);
  assert.is($(view.container, '.facet-rating-text').textContent, '12 out of 10');
  assert.is($(view.container, '.facet-rating-stars').textContent, '★'.repeat(10));
  view.unmount();
});

RatingDisplaySuite('formats the number for the locale', () => {
  const view = render(<RatingDisplay value={3.5} locale="de-DE" />);
  assert.is($(view.container, '.facet-rating-text').textContent, `${new Intl.NumberFormat('de-DE').format(3.5)} out of 5`);
  view.unmount();
});

RatingDisplaySuite.run();

// ---

const RatingPresentationSuite = suite('ratingPresentation');

RatingPresentationSuite('shows 0 to 5 as five stars when the name states no scale, and more as a plain number', () => {
  assert.equal(ratingPresentation(0), { kind: 'stars', max: 5 });
  assert.equal(ratingPresentation(4.5), { kind: 'stars', max: 5 });
  assert.equal(ratingPresentation(5), { kind: 'stars', max: 5 });
  assert.equal(ratingPresentation(7), { kind: 'number', max: null });
  assert.equal(ratingPresentation(87), { kind: 'number', max: null });
});

RatingPresentationSuite('follows a stated scale: stars up to 10, a number out of a wider one', () => {
  assert.is(RATING_STARS_MAX_SCALE, 10);
  assert.equal(ratingPresentation(8, 10), { kind: 'stars', max: 10 });
  assert.equal(ratingPresentation(3, 10), { kind: 'stars', max: 10 }, 'the scale, not the value, decides');
  assert.equal(ratingPresentation(87, 100), { kind: 'number', max: 100 });
});

RatingPresentationSuite('shows a value outside its scale as a plain number', () => {
  assert.equal(ratingPresentation(12, 10), { kind: 'number', max: null });
  assert.equal(ratingPresentation(-1), { kind: 'number', max: null });
  assert.equal(ratingPresentation(Number.NaN), { kind: 'number', max: null });
});

RatingPresentationSuite.run();

// ---

const RatingValueSuite = suite('RatingValue');

RatingValueSuite('draws ten stars for a 10-point rating, read as "8 out of 10"', () => {
  const view = render(<RatingValue value={8} scale={10} locale="en-US" />);
  assert.is($(view.container, '.facet-rating-text').textContent, '8 out of 10');
  assert.is($(view.container, '.facet-rating-stars').textContent, '★'.repeat(8) + '☆☆');
  view.unmount();
});

RatingValueSuite('shows "87 / 100", read as "87 out of 100", when the scale is too wide for stars', () => {
  const view = render(<RatingValue value={87} scale={100} locale="en-US" />);
  assert.is(view.container.querySelector('.facet-rating-stars'), null);
  assert.is($(view.container, '[aria-hidden="true"]').textContent, '87 / 100');
  assert.is($(view.container, '.facet-visually-hidden').textContent, '87 out of 100');
  view.unmount();
});

RatingValueSuite('shows a plain number, with no maximum, when none is known', () => {
  const view = render(<RatingValue value={7.25} locale="en-US" />);
  assert.is(view.container.textContent, '7.25');
  assert.is(view.container.querySelector('.facet-rating-stars'), null);
  view.unmount();
});

RatingValueSuite.run();
