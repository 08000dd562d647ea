import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  PAGE_STATE_ELEMENT_ID,
  PAGE_STATE_VERSION,
  jsonForScriptElement,
  pageStateElement,
  readPageState,
  type PageState,
} from '../../src/store/page-state.ts';

/** Strings a server may return that try to end the element, open a comment or run script. */
const HOSTILE = [
  '</script><script>globalThis.pwned = 1</script>',
  '</SCRIPT ><img src=x onerror="globalThis.pwned = 1">',
  '<!-- <script>',
  '<!--',
  '-->',
  '<script>',
  ']]>',
  '&lt;/script&gt;',
  'line\u2028separator\u2029paragraph',
  '"\\u003c/script>"',
  '\u0000',
];

function stateHolding(text: string): PageState {
  return {
    version: PAGE_STATE_VERSION,
    state: { version: 1, cache: { 'Event:e1': { __typename: 'Event', id: 'e1', title: text } } } as unknown as PageState['state'],
    renderedFor: text,
    lazy: [text],
  };
}

/** Parses `html` as a browser would and returns the document. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head></head><body><div id="root"></div>${html}<p id="after">after</p></body></html>`, 'text/html');
}

// ---

const escaping = suite('jsonForScriptElement');

escaping('writes no character that could end the element or start markup', () => {
  for (const text of HOSTILE) {
    const json = jsonForScriptElement({ text });
    assert.not.match(json, /[<>&\u2028\u2029]/, text);
  }
});

escaping('reads back as the very same value', () => {
  for (const text of HOSTILE) assert.equal(JSON.parse(jsonForScriptElement({ text, list: [text] })), { text, list: [text] });
});

escaping.run();

// ---

const embedding = suite('pageStateElement / readPageState');

embedding('a hostile string stays text inside the one element: nothing after it is swallowed, no element is added', () => {
  for (const text of HOSTILE) {
    const doc = parse(pageStateElement(stateHolding(text)));
    assert.is(doc.querySelectorAll('script').length, 1, text);
    assert.is(doc.querySelectorAll('img').length, 0, text);
    assert.is(doc.getElementById('after')?.textContent, 'after', text);
    const element = doc.getElementById(PAGE_STATE_ELEMENT_ID)!;
    assert.is(element.getAttribute('type'), 'application/json');
    const read = readPageState(doc)!;
    assert.equal(read, stateHolding(text), text);
  }
});

embedding('is read exactly once: the element is gone after the first read', () => {
  const doc = parse(pageStateElement(stateHolding('e1')));
  assert.ok(readPageState(doc));
  assert.is(doc.getElementById(PAGE_STATE_ELEMENT_ID), null);
  assert.is(readPageState(doc), null);
});

embedding('a page without it, an unreadable one or another version gives null', () => {
  assert.is(readPageState(parse('')), null);
  assert.is(readPageState(parse(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">{not json</script>`)), null);
  assert.is(readPageState(parse(pageStateElement({ ...stateHolding('x'), version: PAGE_STATE_VERSION + 1 }))), null);
});

embedding.run();
