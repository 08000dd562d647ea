// Hooks: React glue shared by every room (timers that tests can replace, focus restore, lazy components).
export type { TimerLike } from './timers.ts';
export { useFocusRestore } from './use-focus-restore.ts';
export { lazyComponent, LazyUses, preloadAllLazyComponents, preloadLazyComponents } from './lazy-component.tsx';
