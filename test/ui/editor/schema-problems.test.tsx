import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SchemaProblems } from '../../../src/ui/editor/index.ts';
import { DOCUMENT_PROBLEMS_SHOWN } from '../../../src/ui/constants.ts';
import { render } from '../../helpers/interact.ts';

const problems = suite('SchemaProblems');

problems('lists each problem with its position and says Run still sends', () => {
  const r = render(<SchemaProblems problems={[{ message: 'Cannot query field "nope" on type "Query".', line: 2, column: 3 }]} />);
  assert.is(r.container.querySelector('h2')!.textContent, 'The schema finds 1 problem');
  assert.is(r.container.querySelector('li')!.textContent, 'Line 2, column 3: Cannot query field "nope" on type "Query".');
  assert.match(r.container.textContent ?? '', 'Run still sends the document');
  r.unmount();
});

problems('shows the first ones and counts the rest', () => {
  assert.is(DOCUMENT_PROBLEMS_SHOWN, 10);
  const many = Array.from({ length: DOCUMENT_PROBLEMS_SHOWN + 3 }, (_, i) => ({ message: `Problem ${i}`, line: null, column: null }));
  const r = render(<SchemaProblems problems={many} />);
  assert.is(r.container.querySelectorAll('li').length, DOCUMENT_PROBLEMS_SHOWN);
  assert.match(r.container.textContent ?? '', 'and 3 more.');
  r.unmount();
});

problems.run();
