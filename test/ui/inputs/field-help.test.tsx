import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldHelp, FieldType } from '../../../src/ui/inputs/field-help.tsx';
import { TextInput } from '../../../src/ui/inputs/text-input.tsx';
import { byLabel, description, render, waitFor } from '../../helpers/interact.ts';

/** A text field whose help is `fieldHelp` of this description and deprecation. */
function renderHelp(help: string | null, deprecationReason: string | null = null) {
  return render(<TextInput label="Filter" value={null} onChange={() => {}} description={fieldHelp({ help, deprecationReason })} />);
}

const helpSuite = suite('fieldHelp');

helpSuite('is null when the schema says nothing, so the widget draws no help', () => {
  assert.is(fieldHelp({ help: null, deprecationReason: null }), null);
  const view = renderHelp(null);
  assert.is(view.container.querySelector('.facet-description'), null);
  view.unmount();
});

helpSuite('draws a description with Markdown as plain text at once, then as elements', async () => {
  const view = renderHelp('Refer to the **detailed** [search syntax](https://shopify.dev/api/usage/search-syntax) for `tag:` filters.');
  const input = byLabel(view.container, 'Filter');
  assert.is(description(input), 'Refer to the detailed search syntax for tag: filters.', 'no Markdown syntax while the parser loads');
  await waitFor(() => view.container.querySelector('.facet-description a') !== null, 2000, 'the rendered link');
  const link = view.container.querySelector<HTMLAnchorElement>('.facet-description a')!;
  assert.is(link.getAttribute('href'), 'https://shopify.dev/api/usage/search-syntax');
  assert.is(link.getAttribute('rel'), 'noopener noreferrer');
  assert.is(link.getAttribute('target'), '_blank');
  assert.is(view.container.querySelector('.facet-description strong')?.textContent, 'detailed');
  assert.is(view.container.querySelector('.facet-description code')?.textContent, 'tag:');
  assert.is(description(input), 'Refer to the detailed search syntax for tag: filters.');
  view.unmount();
});

helpSuite('links nothing but http(s), and keeps raw HTML as text', async () => {
  const view = renderHelp('See [this](javascript:alert(1)), [that](/relative) or <a href="https://evil.example">here</a>; **done**.');
  await waitFor(() => view.container.querySelector('.facet-description strong') !== null, 2000, 'the rendered help');
  assert.is(view.container.querySelector('.facet-description a'), null);
  assert.match(view.container.querySelector('.facet-description')!.textContent!, '<a href="https://evil.example">here</a>');
  view.unmount();
});

helpSuite('adds the deprecation after the description, and says when no reason is given', () => {
  const both = renderHelp('How many.', 'Use `first`.');
  assert.match(description(byLabel(both.container, 'Filter')), /^How many\. Deprecated: Use first\.$/);
  both.unmount();
  const bare = renderHelp(null, '');
  assert.is(description(byLabel(bare.container, 'Filter')), 'Deprecated: no reason given');
  bare.unmount();
});

helpSuite.run();

// ---

const typeSuite = suite('FieldType');

typeSuite('shows the GraphQL type as a small muted detail', () => {
  const view = render(<FieldType typeLabel="[Category!]" />);
  const small = view.container.querySelector('small.facet-field-type');
  assert.is(small?.textContent, '[Category!]');
  view.unmount();
});

typeSuite.run();
