import { Link } from 'wouter';

export function NotFoundScreen() {
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Not found</h1>
      <p>There is no screen at this address.</p>
      <p>
        <Link href="/" className="facet-link">
          Go to the overview
        </Link>
      </p>
    </section>
  );
}
