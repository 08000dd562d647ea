import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ImageList, ResultImageView } from '../../../src/ui/results/result-image.tsx';
import { $, render } from '../../helpers/interact.ts';

// ---

const ResultImageViewSuite = suite('ResultImageView');

ResultImageViewSuite('draws the image with its alt text and only the size it was given', () => {
  const view = render(<ResultImageView image={{ src: '/a.png', alt: 'The stage', width: 800 }} className="facet-card-image" />);
  const img = $(view.container, 'img');
  assert.equal([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')], ['/a.png', 'The stage', '800', null, 'lazy']);
  view.unmount();
});

ResultImageViewSuite('shows a source the URL policy refuses as text', () => {
  const view = render(<ResultImageView image={{ src: 'javascript:alert(1)', alt: 'x' }} className="facet-card-image" />);
  assert.is(view.container.querySelector('img'), null);
  assert.is(view.container.textContent, 'javascript:alert(1)');
  view.unmount();
});

ResultImageViewSuite.run();

// ---

const ImageListSuite = suite('ImageList');

ImageListSuite('draws one image without a carousel, and says "None" for none', () => {
  const one = render(<ImageList images={[{ src: '/a.png', alt: 'A' }]} label="Photos" />);
  assert.is(one.container.querySelectorAll('img').length, 1);
  assert.is(one.container.querySelector('[aria-roledescription="carousel"]'), null);
  one.unmount();
  const none = render(<ImageList images={[]} label="Photos" />);
  assert.is(none.container.textContent, 'None');
  none.unmount();
});

ImageListSuite('shows the first image while the carousel of two or more loads', () => {
  const view = render(<ImageList images={[{ src: '/a.png', alt: 'A' }, { src: '/b.png', alt: 'B' }]} label="Photos" />);
  assert.is($(view.container, 'img').getAttribute('src'), '/a.png');
  view.unmount();
});

ImageListSuite.run();
