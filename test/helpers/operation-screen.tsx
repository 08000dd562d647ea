// Opens an operation screen with a real store over the real transport against a real server
// (test/helpers/store-server.ts), for the operation screens' tests.
import '../setup/dom.ts';
import { I18nProvider } from 'react-aria-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WebSocket } from 'ws';
import { createMemoryStorage, createStore, type SchemaSource, type Store } from '../../src/store/index.ts';
import type { OperationKind } from '../../src/schema/index.ts';
import { OperationScreen } from '../../src/screens/operation.tsx';
import { createTransport, type Transport } from '../../src/transport/index.ts';
import { AppProvider } from '../../src/ui/frame/app-context.tsx';
import type { StoreServer } from './store-server.ts';
import { renderStrict, waitFor, type Rendered } from './interact.ts';

const open: Array<{ view: Rendered; store: Store; source: SchemaSource }> = [];

export interface OperationScreenHandle {
  view: Rendered;
  store: Store;
  /** Every address the screen navigated to (the URL it keeps in step). */
  history: string[];
  /** Every transport the store made, newest last (the store does not hand its transport out). */
  transports: Transport[];
}

export async function openOperationScreen(
  server: StoreServer,
  kind: OperationKind,
  path: string,
  options: { wsUrl?: string | null } = {},
): Promise<OperationScreenHandle> {
  const wsEndpoint = options.wsUrl === undefined ? server.wsUrl : options.wsUrl;
  const transports: Transport[] = [];
  const store = createStore({
    storage: createMemoryStorage(),
    events: null,
    defaults: { endpoint: server.url, wsEndpoint },
    transportOptions: { WebSocket } as never,
    createTransport: (transportOptions) => {
      const made = createTransport(transportOptions);
      transports.push(made);
      return made;
    },
  });
  const source = store.createSchemaSource({ storage: createMemoryStorage() });
  const memory = memoryLocation({ path, record: true });
  const field = path.split('?')[0]!.split('/')[2]!;
  const view = renderStrict(
    <AppProvider value={{ store, schemaSource: source }}>
      <I18nProvider locale="en-US">
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <OperationScreen kind={kind} field={field} />
        </Router>
      </I18nProvider>
    </AppProvider>,
  );
  open.push({ view, store, source });
  await waitFor(() => view.container.querySelector('#operation-heading') !== null && view.container.querySelector('form') !== null, 5000);
  return { view, store, history: memory.history!, transports };
}

/** Unmounts every screen opened and disposes its store. */
export function closeOperationScreens(): void {
  for (const { view, store, source } of open.splice(0)) {
    view.unmount();
    source.dispose();
    store.dispose();
  }
}
