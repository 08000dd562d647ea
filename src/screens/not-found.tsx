import { Link, useRouter } from 'wouter';

export function NotFoundScreen() {
  // A server render answers this address with 404 (src/server/render-page.tsx reads it).
  const { ssrContext } = useRouter();
  if (ssrContext) ssrContext.statusCode = 404;
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
