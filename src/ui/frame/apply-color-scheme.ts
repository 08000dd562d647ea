// Writing the colour scheme chosen in settings on the page (issue 15 §4): `data-scheme="light"` or
// `"dark"` on <html>, which static/styles/tokens.css turns into `color-scheme` (so every
// light-dark() token, form control and scrollbar follows it); no attribute for 'system', so
// `prefers-color-scheme` decides. No React here: the page's head script uses it before any paint.
import { readStoredColorScheme, type ColorSchemeChoice } from '../../store/endpoint-profiles.ts';

/** Sets or removes `data-scheme` on `root`. */
export function applyColorScheme(root: HTMLElement, choice: ColorSchemeChoice): void {
  if (choice === 'system') root.removeAttribute('data-scheme');
  else root.setAttribute('data-scheme', choice);
}

/** Applies the choice saved in `storage` to `root`, synchronously. @default storage the browser's localStorage */
export function applyStoredColorScheme(root: HTMLElement, storage?: Pick<Storage, 'getItem'>): void {
  let choice: ColorSchemeChoice = 'system';
  try {
    choice = readStoredColorScheme(storage ?? globalThis.localStorage);
  } catch {
    // Reading localStorage itself throws where storage is disabled: the system's scheme applies.
  }
  applyColorScheme(root, choice);
}
