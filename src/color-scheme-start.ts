// The page's head script (static/dist/color-scheme.js, a classic script: render-blocking, and the
// strict CSP allows no inline one): applies the colour scheme chosen in settings before the first
// paint, so no load shows a frame in the other scheme (issue 15 §4), a server-rendered page
// included, while main.js loads as a deferred module. A few hundred bytes: it reads the stored
// settings and writes one attribute.
import { applyStoredColorScheme } from './ui/frame/apply-color-scheme.ts';

applyStoredColorScheme(document.documentElement);
