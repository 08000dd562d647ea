// Hooks: React glue shared by every room (timers that tests can replace, focus restore, lazy
// components) and the one way a component holds a store handle (use-query.ts).
export type { TimerLike } from './timers.ts';
export { useFocusRestore } from './use-focus-restore.ts';
export { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
export { useMutation, useQuery, useStarted } from './use-query.ts';
export { useOwned } from './use-owned.ts';
export { lazyComponent, LazyUses, preloadAllLazyComponents, preloadLazyComponents } from './lazy-component.tsx';
