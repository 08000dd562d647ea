// What the schema says is wrong with a written document, with positions. Not blocking: the
// schema may be older than the server's, so Run still sends, and the server has the last word.
import type { DocumentProblem } from '../../schema/index.ts';
import { DOCUMENT_PROBLEMS_SHOWN } from '../constants.ts';

export function SchemaProblems({ problems }: { problems: readonly DocumentProblem[] }) {
  const hidden = problems.length - DOCUMENT_PROBLEMS_SHOWN;
  return (
    <section className="facet-document-problems" aria-labelledby="document-problems-heading">
      <h2 id="document-problems-heading" className="facet-label">
        {problems.length === 1 ? 'The schema finds 1 problem' : `The schema finds ${problems.length} problems`}
      </h2>
      <ul>
        {problems.slice(0, DOCUMENT_PROBLEMS_SHOWN).map((problem, i) => (
          <li key={i}>
            {problem.line !== null ? `Line ${problem.line}, column ${problem.column}: ` : ''}
            {problem.message}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="facet-muted">{`and ${hidden} more.`}</p> : null}
      <p className="facet-muted">Run still sends the document: the server decides.</p>
    </section>
  );
}
