import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GENERATED_IMAGE_HEIGHT_PX, GENERATED_IMAGE_WIDTH_PX } from '../../src/demo/constants.ts';
import { isImageSeed, renderImage } from '../../src/demo/images.ts';

const render = suite('renderImage');

render('draws the same picture for the same seed and different colours for others', () => {
  assert.is(renderImage('event-1-1', 'A'), renderImage('event-1-1', 'A'));
  const colours = (svg: string) => svg.match(/hsl\([^)]*\)/g);
  assert.not.equal(colours(renderImage('event-1-1')), colours(renderImage('event-2-1')));
});

render('escapes and trims the label', () => {
  const svg = renderImage('x', '<script>alert("hi")</script> and a very long tail that goes on');
  assert.not.match(svg, /<script>/);
  assert.match(svg, /&#60;script&#62;/);
  assert.not.match(svg, /goes on/);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
});

render('draws at the size that Image.width and Image.height report', () => {
  const svg = renderImage('venue-1-1', 'Harbour Hall');
  assert.ok(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${GENERATED_IMAGE_WIDTH_PX}" height="${GENERATED_IMAGE_HEIGHT_PX}"`), svg.slice(0, 120));
  assert.match(svg, `viewBox="0 0 ${GENERATED_IMAGE_WIDTH_PX} ${GENERATED_IMAGE_HEIGHT_PX}"`);
});

render.run();

// ---

const seeds = suite('isImageSeed');

seeds('accepts short slugs only', () => {
  assert.ok(isImageSeed('event-12-3'));
  assert.not.ok(isImageSeed('../etc'));
  assert.not.ok(isImageSeed(''));
  assert.not.ok(isImageSeed('a'.repeat(65)));
});

seeds.run();
