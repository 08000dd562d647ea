import { Link } from 'wouter';

/** The heading's id; a server render that drew it answers 404 (src/server/render-page.tsx). */
export const NOT_FOUND_HEADING_ID = 'not-found-heading';

export function NotFoundScreen() {
  return (
    <section aria-labelledby={NOT_FOUND_HEADING_ID}>
      <h1 id={NOT_FOUND_HEADING_ID}>Not found</h1>
      <p>There is no screen at this address.</p>
      <p>
        <Link href="/" className="facet-link">
          Go to the overview
        </Link>
      </p>
    </section>
  );
}
