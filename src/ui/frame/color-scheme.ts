// Keeps the colour scheme chosen in settings on the page once the app runs (issue 15 §4): at once
// when it is chosen here or in another tab. Before the first paint the page's head script
// (src/color-scheme-start.ts, a classic script: the strict CSP allows no inline one) applied it.
import { useLayoutEffect } from 'react';
import { applyColorScheme } from './apply-color-scheme.ts';
import { useApp, useSignals } from './app-context.tsx';

/** Renders nothing; keeps <html data-scheme> equal to the store's colour scheme. */
export function DocumentColorScheme(): null {
  useSignals();
  const { store } = useApp();
  const choice = store.settings.colorScheme.value;
  // Before the browser paints the change: no frame in the old scheme.
  useLayoutEffect(() => applyColorScheme(document.documentElement, choice), [choice]);
  return null;
}
