// Hands the store and the schema source to every component, and lets components read signals:
// @preact/signals-react v3 tracks signal reads only inside components that call useSignals()
// (no Babel transform in this build), so components reading signals call `useSignals()` first.
import { createContext, useContext, type ReactNode } from 'react';
import type { History, SchemaSource, Store } from '../../store/index.ts';

export interface AppState {
  store: Store;
  schemaSource: SchemaSource;
  /**
   * The run history every screen's runs are recorded in (src/main.tsx), which the history panels
   * list. @default none: the panels open their own (the same IndexedDB, but not told of new runs)
   */
  history?: History;
}

const AppContext = createContext<AppState | null>(null);

export function AppProvider({ value, children }: { value: AppState; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppState {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() needs an <AppProvider> above it');
  return value;
}

export { useSignals } from '@preact/signals-react/runtime';
