import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useValidationReport } from '../../../src/ui/inputs/use-validation-report.ts';
import { render } from '../../helpers/interact.ts';

function Reporter({ message, onChange }: { message: string | null; onChange?: (message: string | null) => void }) {
  useValidationReport(message, onChange);
  return <p>{message ?? 'fine'}</p>;
}

const report = suite('useValidationReport');

report('reports the first message, even when there is none', () => {
  const seen: Array<string | null> = [];
  const view = render(<Reporter message={null} onChange={(m) => seen.push(m)} />);
  assert.equal(seen, [null]);
  view.unmount();
});

report('reports only changes, not every render', () => {
  const seen: Array<string | null> = [];
  const onChange = (m: string | null) => seen.push(m);
  const view = render(<Reporter message={null} onChange={onChange} />);
  view.rerender(<Reporter message={null} onChange={onChange} />);
  view.rerender(<Reporter message="Not JSON" onChange={onChange} />);
  view.rerender(<Reporter message="Not JSON" onChange={(m) => seen.push(m)} />);
  view.rerender(<Reporter message={null} onChange={onChange} />);
  assert.equal(seen, [null, 'Not JSON', null]);
  view.unmount();
});

report('does not loop when the parent stores each report and renders again', () => {
  const seen: Array<string | null> = [];
  const view = render(<Reporter message="Too big" onChange={(m) => seen.push(m)} />);
  for (let i = 0; i < 5; i += 1) view.rerender(<Reporter message="Too big" onChange={(m) => seen.push(m)} />);
  assert.equal(seen, ['Too big']);
  view.unmount();
});

report('works without a listener', () => {
  const view = render(<Reporter message="Bad" />);
  assert.is(view.container.textContent, 'Bad');
  view.unmount();
});

report.run();
