/**
 * A record's title as a link to its page (issue 15 §2 "Everywhere a record appears, its title
 * links to its page when a by-key fetcher exists"). The path is `/entity/<Type>/<key>`, the key
 * made by src/schema's encodeRecordKey from the record's own fields: no token or other session
 * value ever goes in, so the link survives a reload and can be shared. A record without
 * `__typename`, of a type with no by-key fetcher, or missing a part of its key gets no link.
 */
import type { ReactNode } from 'react';
import type { GraphQLSchema } from 'graphql';
import { Link, useRouter } from 'wouter';
import { encodeRecordKey, entityFor } from '../../schema/index.ts';

/** The route of a record's page, or null when it has none. */
export function recordPath(schema: GraphQLSchema | null | undefined, record: Record<string, unknown>): string | null {
  if (!schema) return null;
  const typename = record.__typename;
  if (typeof typename !== 'string' || !entityFor(schema, typename)?.byKey) return null;
  const key = encodeRecordKey(schema, typename, record);
  return key === null ? null : `/entity/${encodeURIComponent(typename)}/${key}`;
}

export interface RecordLinkProps {
  schema: GraphQLSchema | null | undefined;
  record: Record<string, unknown>;
  children: ReactNode;
  className?: string;
}

/** `children` linked to the record's page, or as they are when the record has none. */
export function RecordLink({ schema, record, children, className = 'facet-link' }: RecordLinkProps) {
  const path = recordPath(schema, record);
  if (path === null) return <>{children}</>;
  return (
    <Link href={path} className={className}>
      {children}
    </Link>
  );
}

/**
 * The href of a record's page for a plain `<a>` (the calendar's entries), '' when it has none.
 * `hrefs` writes a route in the host's form (src/screens/app.tsx): after `#` on a static host,
 * the path itself on Facet's server (useRouteHref).
 */
export function recordHref(
  schema: GraphQLSchema | null | undefined,
  record: Record<string, unknown>,
  hrefs: (path: string) => string = (path) => `#${path}`,
): string {
  const path = recordPath(schema, record);
  return path === null ? '' : hrefs(path);
}

/** Writes a route as the router's links do: `#/type/Event` with hash routes, `/type/Event` with paths. */
export function useRouteHref(): (path: string) => string {
  const router = useRouter();
  return (path) => router.hrefs(router.base + path, router);
}
