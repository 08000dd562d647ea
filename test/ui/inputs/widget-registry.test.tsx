import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLField } from 'graphql';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { buildArgumentForm } from '../../../src/schema/index.ts';
import { WIDGET_REGISTRY, renderWidget } from '../../../src/ui/inputs/widget-registry.tsx';
import type { FormContext } from '../../../src/ui/inputs/form-state.ts';
import { render } from '../../helpers/interact.ts';

const schema = buildSchema(/* GraphQL */ `
  scalar JSON
  scalar File
  scalar BigInt
  scalar URL
  enum Genre { JAZZ ROCK }
  type Query {
    q(text: String, id: ID, url: URL, big: BigInt, n: Int, rating: Int, on: Boolean, genre: Genre, meta: JSON, photo: File, photos: [File!], tags: [String!]): String
  }
`);
const form = buildArgumentForm(schema.getQueryType()!.getFields().q as GraphQLField<unknown, unknown>);
const context: FormContext = { errors: [], problemKeys: [], report: () => {}, progress: null, isDisabled: false, renderField: () => null, startsOpen: new Set() };

const Registry = suite('WIDGET_REGISTRY');

Registry('draws each field with the widget its kind names', () => {
  const expected: Record<string, string> = {
    text: '.facet-text-input', id: '.facet-text-input', url: '.facet-text-input', big: '.facet-text-input', n: '.facet-number-input',
    rating: '[role="radiogroup"]', on: '[role="switch"]', genre: '[role="radiogroup"]', meta: 'textarea', photo: '.facet-file-input', photos: '.facet-file-input', tags: '.facet-tags-input',
  };
  for (const field of form.fields) {
    const view = render(
      <I18nProvider locale="en-US">
        {renderWidget({
          widget: field.widget, field, path: [field.name], value: undefined, onChange: () => {}, onValidationChange: () => {}, context, isParentSent: true,
          common: { label: field.label, description: null, isRequired: false, isDisabled: false, errorMessage: null },
        })}
      </I18nProvider>,
    );
    assert.ok(view.container.querySelector(expected[field.name]!), `${field.name} (${field.widget.kind}) as ${expected[field.name]}`);
    view.unmount();
  }
});

Registry('has an entry for every widget kind', () => {
  assert.equal(Object.keys(WIDGET_REGISTRY).sort(), ['bigint', 'date', 'datetime', 'email', 'file', 'files', 'id', 'json', 'list', 'number', 'object', 'rating', 'select', 'switch', 'tags', 'text', 'time', 'url']);
});

Registry('imports the date, date-time and time pickers only lazily', () => {
  const source = readFileSync(new URL('../../../src/ui/inputs/widget-registry.tsx', import.meta.url), 'utf8');
  const staticImports = source.split('\n').filter((line) => /^import .* from '\.\/(date|date-time|time)-input\.tsx'/.test(line));
  assert.equal(staticImports, []);
  assert.match(source, "lazyComponent('date-input', () => import('./date-input.tsx')");
});

Registry.run();
