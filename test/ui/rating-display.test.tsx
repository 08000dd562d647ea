import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RatingDisplay } from '../../src/ui/rating-display.tsx';
import { $, render } from '../helpers/interact.ts';

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
