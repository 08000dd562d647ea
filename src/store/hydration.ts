/**
 * What the browser waits for before it hydrates a server-rendered page (issue 17): the schema,
 * because every screen is drawn from it and the first render must draw what the server drew. A
 * cached copy shown while the introspection runs is not enough (the header says "Refreshing
 * schema…" meanwhile): the source must be ready, or failed, with no introspection in flight.
 */
import type { SchemaSource } from './schema-source.ts';

export function whenSchemaSettled(source: Pick<SchemaSource, 'status' | 'isRefreshing'>): Promise<void> {
  const stops: Array<() => void> = [];
  // Each signal's own subscribe (no effect() import: this module loads on demand) calls `check`
  // at once and on every change.
  return new Promise<void>((resolve) => {
    const check = () => {
      if (source.status.peek() !== 'loading' && !source.isRefreshing.peek()) resolve();
    };
    stops.push(source.status.subscribe(check), source.isRefreshing.subscribe(check));
  }).then(() => stops.forEach((stop) => stop()));
}
