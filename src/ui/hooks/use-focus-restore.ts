/**
 * PRODUCT.md §1: focus returns to a dialog's trigger FOCUS_RESTORE_DELAY_MS (100 ms) after the
 * dialog closes. React Aria restores focus itself on the next frame, but not when the trigger
 * re-rendered meanwhile or the dialog closed because the page navigated; this hook makes the rule
 * hold: 100 ms after closing, if focus is free (on the body, on a removed element, or already on
 * the trigger), it goes to the trigger — or, without one, to what had focus when the dialog
 * opened. Focus the user has moved elsewhere in the meantime is left alone.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { FOCUS_RESTORE_DELAY_MS } from '../constants.ts';
import { realClock } from '../../store/index.ts';
import type { TimerLike } from './timers.ts';

export function useFocusRestore(isOpen: boolean, trigger?: RefObject<Element | null>, timers: TimerLike = realClock): void {
  const wasOpen = useRef(isOpen);
  const openedFrom = useRef<Element | null>(null);
  // Read during render, before the dialog's own effects move focus inside it.
  if (isOpen && !wasOpen.current) openedFrom.current = globalThis.document?.activeElement ?? null;

  useEffect(() => {
    const isClosing = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!isClosing) return;
    const handle = timers.setTimeout(() => {
      const target = trigger?.current ?? openedFrom.current;
      if (!(target instanceof HTMLElement) || !target.isConnected) return;
      const active = document.activeElement;
      const isFocusFree = !active || active === document.body || active === target || !active.isConnected;
      if (isFocusFree) target.focus();
    }, FOCUS_RESTORE_DELAY_MS);
    return () => timers.clearTimeout(handle);
  }, [isOpen, timers, trigger]);
}
