// The saved-endpoint switcher in the header (issue 14 §1 "a switcher in the header"). With one
// saved endpoint there is nothing to switch and it draws nothing; from two on it loads the select
// (endpoint-select.tsx) on demand, so the first screen of a one-endpoint user carries no Select,
// ListBox or Popover code (test/ui/imports.test.ts: the first screen's budget).
import { lazy, Suspense } from 'react';
import { useApp, useSignals } from './app-context.tsx';

const EndpointSelect = lazy(() => import('./endpoint-select.tsx').then((m) => ({ default: m.EndpointSelect })));

export function EndpointSwitcher() {
  useSignals();
  const { store } = useApp();
  if (store.settings.profiles.value.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <EndpointSelect />
    </Suspense>
  );
}
