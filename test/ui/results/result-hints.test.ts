import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema } from 'graphql';
import { NO_DISPLAY_HINTS } from '../../../src/schema/index.ts';
import { hintsResolverFor, imageUrlField, isDateField, isImageField, isImageListField } from '../../../src/ui/results/result-hints.ts';

const schema = buildSchema(/* GraphQL */ `
  scalar Date
  type Image { url: String! alt: String }
  type Album { title: String day: Date cover: Image photos: [Image!]! }
  type Query { album: Album }
`);
const album = { __typename: 'Album', title: 'Trip', day: '2026-03-01', cover: { url: '/c.png' }, photos: [] };

// ---

const HintsResolverForSuite = suite('hintsResolverFor');

HintsResolverForSuite('resolves the schema\'s hints, one resolver per schema, and none without a schema', () => {
  assert.is(hintsResolverFor(schema)(album).titleField, 'title');
  assert.is(hintsResolverFor(schema), hintsResolverFor(schema));
  assert.is(hintsResolverFor(null)(album), NO_DISPLAY_HINTS);
});

HintsResolverForSuite.run();

// ---

const LookupsSuite = suite('isImageField, isImageListField, imageUrlField, isDateField');

LookupsSuite('answer for the hinted field names', () => {
  const hints = hintsResolverFor(schema)(album);
  assert.equal([isImageField(hints, 'cover'), isImageField(hints, 'photos'), isImageListField(hints, 'photos')], [true, false, true]);
  assert.equal([imageUrlField(hints, 'cover'), imageUrlField(hints, 'photos'), imageUrlField(hints, 'title')], ['url', 'url', undefined]);
  assert.equal([isDateField(hints, 'day'), isDateField(hints, 'title')], [true, false]);
});

LookupsSuite.run();
