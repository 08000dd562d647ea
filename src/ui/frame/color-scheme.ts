// The colour scheme chosen in settings, written on the page (issue 15 §4): `data-scheme="light"`
// or `"dark"` on <html>, which static/styles/tokens.css turns into `color-scheme` (so every
// light-dark() token, form control and scrollbar follows it); no attribute for 'system', so
// `prefers-color-scheme` decides. The browser entry applies the saved choice before the first
// render (the strict CSP allows no inline script in index.html); DocumentColorScheme keeps the
// page in step afterwards, at once when it is chosen here or in another tab.
import { useLayoutEffect } from 'react';
import { readStoredColorScheme, type ColorSchemeChoice, type StoreStorage } from '../../store/index.ts';
import { useApp, useSignals } from './app-context.tsx';

/** Sets or removes `data-scheme` on `root`. */
export function applyColorScheme(root: HTMLElement, choice: ColorSchemeChoice): void {
  if (choice === 'system') root.removeAttribute('data-scheme');
  else root.setAttribute('data-scheme', choice);
}

/** Applies the choice saved in `storage` to `root`, synchronously. @default storage the browser's localStorage */
export function applyStoredColorScheme(root: HTMLElement, storage?: Pick<StoreStorage, 'getItem'>): void {
  let choice: ColorSchemeChoice = 'system';
  try {
    choice = readStoredColorScheme(storage ?? globalThis.localStorage);
  } catch {
    // Reading localStorage itself throws where storage is disabled: the system's scheme applies.
  }
  applyColorScheme(root, choice);
}

/** Renders nothing; keeps <html data-scheme> equal to the store's colour scheme. */
export function DocumentColorScheme(): null {
  useSignals();
  const { store } = useApp();
  const choice = store.settings.colorScheme.value;
  // Before the browser paints the change: no frame in the old scheme.
  useLayoutEffect(() => applyColorScheme(document.documentElement, choice), [choice]);
  return null;
}
