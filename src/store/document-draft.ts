/**
 * The /document editor's draft: what was typed (the document, its variables, the link it came
 * from), kept per tab so a reload keeps it (issue 6 "/document … keeps the document in
 * sessionStorage"). Saved DRAFT_SAVE_DELAY_MS after the last change rather than per keystroke
 * (ui.md §2 item 9 "never re-serialize state per keystroke"), and at once on `flush()` (the page
 * is hidden or the editor left). The variables are serialised only when written.
 *
 * Secret-named variables (at any depth) and the literals of secret-named arguments are left out
 * of what is stored (src/schema secret-names.ts), so a credential typed here never reaches storage.
 *
 * Deliberately left out: drafts per link or history (one draft per tab); a damaged or foreign
 * entry reads as none.
 */
import type { Clock } from '../transport/index.ts';
import { withoutSecretLiterals, withoutSecrets } from '../schema/secret-names.ts';
import { DOCUMENT_DRAFT_STORAGE_KEY, DRAFT_SAVE_DELAY_MS } from './constants.ts';
import type { StoreStorage } from './settings.ts';

/** The draft as stored: the document, the variables' JSON text ('' for none), and the link it came from. */
export interface DocumentDraft {
  readonly query: string;
  readonly variables: string;
  /** The URL search string the draft started from; a different link replaces the draft. */
  readonly source: string;
}

/** What the editor holds: the variables as a value (null for none), serialised only when saved. */
export interface DocumentDraftInput {
  readonly query: string;
  readonly variables: unknown;
  readonly source: string;
}

export interface DocumentDraftOptions {
  /** Where the draft lives. */
  storage: StoreStorage;
  /** Schedules the delayed save. */
  clock: Clock;
  /** Quiet time after the last change before writing. @default DRAFT_SAVE_DELAY_MS */
  saveDelayMs?: number;
}

export interface DocumentDraftStore {
  /** The saved draft, or null when none (or unreadable). */
  read(): DocumentDraft | null;
  /** Saves `draft` once no other change came for the save delay; each call restarts the wait. */
  save(draft: DocumentDraftInput): void;
  /** Writes a waiting save now (page hidden, editor left); nothing when none waits. */
  flush(): void;
  /** Writes a waiting save and stops. */
  dispose(): void;
}

export function createDocumentDraft(options: DocumentDraftOptions): DocumentDraftStore {
  const { storage, clock, saveDelayMs = DRAFT_SAVE_DELAY_MS } = options;
  let waiting: { handle: unknown; draft: DocumentDraftInput } | null = null;

  function write({ query, variables, source }: DocumentDraftInput): void {
    // Credentials never reach storage (issue 12 §3): secret-named variables and literals are left out.
    const kept = withoutSecrets(variables);
    const draft: DocumentDraft = { query: withoutSecretLiterals(query), variables: kept === null ? '' : JSON.stringify(kept, null, 2), source };
    try {
      storage.setItem(DOCUMENT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the draft lives only in memory.
    }
  }

  function flush(): void {
    if (!waiting) return;
    clock.clearTimeout(waiting.handle);
    const { draft } = waiting;
    waiting = null;
    write(draft);
  }

  return {
    read() {
      try {
        const text = storage.getItem(DOCUMENT_DRAFT_STORAGE_KEY);
        if (!text) return null;
        const value = JSON.parse(text) as Partial<DocumentDraft> | null;
        return value && typeof value.query === 'string' && typeof value.variables === 'string' && typeof value.source === 'string'
          ? (value as DocumentDraft)
          : null;
      } catch {
        return null; // storage disabled or a damaged entry
      }
    },
    save(draft) {
      if (waiting) clock.clearTimeout(waiting.handle);
      const handle = clock.setTimeout(() => {
        waiting = null;
        write(draft);
      }, saveDelayMs);
      waiting = { handle, draft };
    },
    flush,
    dispose: flush,
  };
}
