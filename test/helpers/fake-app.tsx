// Renders screens with the real store over fake transports (test/store/fake-transport.ts): each
// request waits until the test answers it, so what a screen shows for any answer — also one the
// real transport would refuse — is asserted exactly, without a server.
import '../setup/dom.ts';
import type { ReactNode } from 'react';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createMemoryStorage, createStore, type SchemaSource, type Store, type StoreOptions } from '../../src/store/index.ts';
import { AppProvider } from '../../src/ui/frame/app-context.tsx';
import { createManualClock, type ManualClock } from './clock.ts';
import { renderStrict, type Rendered } from './interact.ts';
import { fakeTransportFactory, flush } from '../store/fake-transport.ts';

export interface FakeApp {
  r: Rendered;
  store: Store;
  schemaSource: SchemaSource;
  factory: ReturnType<typeof fakeTransportFactory>;
  clock: ManualClock;
  /** Every address navigated to. */
  history: string[];
  /** Answers the pending introspection with this SDL's schema. */
  answerSchema(sdl: string): Promise<void>;
  done(): void;
}

/** Mounts `ui` (or what it returns for the store, e.g. a feed made from it) inside the app's providers, under StrictMode. */
export function mountFakeApp(ui: ReactNode | ((store: Store) => ReactNode), options: { path?: string; store?: Partial<StoreOptions> } = {}): FakeApp {
  const factory = fakeTransportFactory();
  const clock = createManualClock();
  const storage = createMemoryStorage();
  const store = createStore({ createTransport: factory.createTransport, storage, events: null, clock, ...options.store });
  const schemaSource = store.createSchemaSource();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const r = renderStrict(
    <AppProvider value={{ store, schemaSource }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {typeof ui === 'function' ? ui(store) : ui}
      </Router>
    </AppProvider>,
  );
  return {
    r,
    store,
    schemaSource,
    factory,
    clock,
    history: location.history!,
    async answerSchema(sdl) {
      factory.last.next().resolve({ data: introspectionFromSchema(buildSchema(sdl)) as never });
      await flush();
    },
    done() {
      r.unmount();
      store.dispose();
    },
  };
}
