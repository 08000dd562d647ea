import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NO_DISPLAY_HINTS } from '../../../src/schema/index.ts';
import { imageLabel, listImages, objectImage, stringImage } from '../../../src/ui/results/image-values.ts';

// ---

const ObjectImageSuite = suite('objectImage');

ObjectImageSuite('reads the URL, its own alt text and a given size', () => {
  assert.equal(objectImage({ url: '/a.png', caption: 'The stage', width: 800, height: '600' }, 'url', 'Cover'), { src: '/a.png', alt: 'The stage', width: 800, height: 600 });
  assert.equal(objectImage({ src: '/b.png', width: -1 }, 'src', 'Cover'), { src: '/b.png', alt: 'Cover' });
});

ObjectImageSuite('is no image without a URL, or with one the URL policy refuses', () => {
  assert.is(objectImage({ url: null }, 'url', 'Cover'), null);
  assert.is(objectImage({ url: 'javascript:alert(1)' }, 'url', 'Cover'), null);
  assert.is(objectImage({ url: 'data:image/svg+xml,<svg/>' }, 'url', 'Cover'), null);
  assert.is(objectImage({ url: '/a.png' }, undefined, 'Cover'), null);
});

ObjectImageSuite.run();

// ---

const ListImagesSuite = suite('listImages');

ListImagesSuite('numbers images without alt text of their own after the label', () => {
  assert.equal(listImages(['/1.png', { url: '/2.png', alt: 'Two' }], 'url', 'Jazz night'), [
    { src: '/1.png', alt: 'Jazz night, image 1 of 2' },
    { src: '/2.png', alt: 'Two' },
  ]);
});

ListImagesSuite('is null when an item is no image, or one source is refused', () => {
  assert.is(listImages([{ url: '/1.png' }, { caption: 'lost' }], 'url', 'Photos'), null);
  assert.is(listImages(['/1.png', 'JaVaScRiPt:alert(1)'], undefined, 'Photos'), null);
});

ListImagesSuite.run();

// ---

const StringImageSuite = suite('stringImage');

StringImageSuite('makes an image of an allowed source only', () => {
  assert.equal(stringImage('data:image/png;base64,iVBORw0KGgo=', 'Dot'), { src: 'data:image/png;base64,iVBORw0KGgo=', alt: 'Dot' });
  assert.is(stringImage('//evil.example/a.png', 'Dot'), null);
});

StringImageSuite.run();

// ---

const ImageLabelSuite = suite('imageLabel');

ImageLabelSuite('takes a sibling alt, caption, title or name, else the field label', () => {
  assert.is(imageLabel({ url: '/a.png', caption: 'The stage', title: 'x' }, NO_DISPLAY_HINTS, 'url'), 'The stage');
  assert.is(imageLabel({ avatarUrl: '/a.png' }, NO_DISPLAY_HINTS, 'avatarUrl'), 'Avatar URL');
});

ImageLabelSuite.run();
