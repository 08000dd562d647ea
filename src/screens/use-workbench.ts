// The code editor's room (src/ui/workbench: CodeMirror, the history and saved-operations panels,
// Copy as), loaded on demand by the screens that show it, so none of it reaches the first screen
// (issue 18 "lazy-loaded"). Until it arrives, and if it cannot be loaded (offline after a deploy,
// a blocked chunk), the screen keeps its plain widgets and says so. Also the run history those
// panels list: the app's own (src/main.tsx records every run in it).
import { useEffect, useState } from 'react';
import { createHistory, type History } from '../store/index.ts';
import { useOwned } from '../ui/hooks/index.ts';

export type WorkbenchModule = typeof import('../ui/workbench/index.ts');
export type LoadWorkbench = () => Promise<WorkbenchModule>;

const loadWorkbenchChunk: LoadWorkbench = () => import('../ui/workbench/index.ts');

/** Loaded modules by loader, so a screen opened again shows the code editor at once. */
const loaded = new WeakMap<LoadWorkbench, WorkbenchModule>();

export interface WorkbenchState {
  module: WorkbenchModule | null;
  /** Why the plain widgets stay, in words; null while loading or once loaded. */
  problem: string | null;
}

export function useWorkbench(load: LoadWorkbench = loadWorkbenchChunk): WorkbenchState {
  const [state, setState] = useState<WorkbenchState>(() => ({ module: loaded.get(load) ?? null, problem: null }));
  useEffect(() => {
    if (state.module) return;
    let isCurrent = true;
    load().then(
      (module) => {
        loaded.set(load, module);
        if (isCurrent) setState({ module, problem: null });
      },
      () => isCurrent && setState({ module: null, problem: 'The code editor could not be loaded, so the plain text editor is shown.' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [load]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}

/** The app's run history, or (an app started without one, as in tests) one of this screen's own, closed when it goes. */
export function useRunHistory(appHistory: History | undefined): History {
  const own = useOwned(() => (appHistory ? null : createHistory()));
  return appHistory ?? own!;
}
