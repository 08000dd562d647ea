import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fitSearch, saveLinkDraft, withLinkDraft } from '../../src/screens/link-length.ts';
import { LINK_MAX_CHARS } from '../../src/ui/constants.ts';

const fit = suite('fitSearch');

fit('keeps every parameter of a link that fits', () => {
  assert.equal(fitSearch('limit=3&offset=6', 100), { search: 'limit=3&offset=6', left: [], omitted: [] });
  assert.equal(fitSearch('', 100), { search: '', left: [], omitted: [] });
});

fit('leaves out the longest parameter first, until the whole link is within the limit', () => {
  const long = `text=${'a'.repeat(20_000)}`;
  const middle = `input={"title":"${'b'.repeat(1500)}"}`;
  const fitted = fitSearch(`limit=3&${long}&${middle}&offset=6`, 80);
  assert.is(fitted.search, `limit=3&${middle}&offset=6`, 'the others keep their order');
  assert.equal(fitted.omitted, ['text']);
  assert.ok(80 + fitted.search.length <= LINK_MAX_CHARS);
  const tighter = fitSearch(`limit=3&${long}&${middle}&offset=6`, 80, 200);
  assert.is(tighter.search, 'limit=3&offset=6');
  assert.equal(tighter.omitted, ['text', 'input']);
  assert.equal(tighter.left, [long, middle]);
});

fit('counts the parts of the link it does not write, and decodes the names it reports', () => {
  assert.is(fitSearch('a=12345', LINK_MAX_CHARS - 7).search, 'a=12345', 'exactly at the limit');
  assert.equal(fitSearch('a=12345', LINK_MAX_CHARS - 6).omitted, ['a']);
  assert.equal(fitSearch(`na%C3%AFve=${'x'.repeat(3000)}`, 0).omitted, ['naïve']);
});

fit.run();

// ---

const draft = suite('saveLinkDraft / withLinkDraft');

draft('gives back what the link left out, for that very link in this tab only', () => {
  sessionStorage.clear();
  saveLinkDraft('limit=3&facet-op=query/events', ['text=long']);
  assert.is(withLinkDraft('?limit=3&facet-op=query/events'), 'limit=3&facet-op=query/events&text=long');
  assert.is(withLinkDraft('limit=4&facet-op=query/events'), 'limit=4&facet-op=query/events', 'another link: nothing added');
  saveLinkDraft('limit=3&facet-op=query/events', []);
  assert.is(withLinkDraft('limit=3&facet-op=query/events'), 'limit=3&facet-op=query/events', 'forgotten once nothing is left out');
});

draft('reads a broken draft as none', () => {
  sessionStorage.setItem('facet:link-draft', '{not json');
  assert.is(withLinkDraft('a=1'), 'a=1');
  sessionStorage.setItem('facet:link-draft', JSON.stringify({ search: 'a=1', left: 'x' }));
  assert.is(withLinkDraft('a=1'), 'a=1');
  sessionStorage.clear();
});

draft.run();
