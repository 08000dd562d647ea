/**
 * Confirmation before a mutation is sent (issue 7 "Mutations"; APG Alert Dialog pattern): React
 * Aria's ModalOverlay + Modal + Dialog with `role="alertdialog"`. It shows what will be sent (the
 * variables as a description list, files by name and size), flags destructive operations, and
 * keeps Confirm disabled while the operation is pending and after the first press, so one click
 * never sends twice. Values under a secret-named key (password, token, apiKey…, at any depth) are
 * masked, "•••••• (hidden)": a confirmation is often on screen while someone looks on (ui.md §2
 * item 20 "masked in the UI").
 *
 * Focus: React Aria traps focus inside; useFocusRestore puts it back on the trigger 100 ms after
 * closing (PRODUCT.md §1; injectable timers, tested exactly).
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
// The one rule for secret names lives with the form model (src/schema/input-widgets.ts).
import { isSecretName } from '../../schema/index.ts';
import { formatBytes } from '../format/index.ts';
import { realTimers, type TimerLike, useFocusRestore } from '../hooks/index.ts';

export type { TimerLike } from '../hooks/timers.ts';

export interface ConfirmModalProps {
  isOpen: boolean;
  /** E.g. "Run deleteEvent?" */
  title: string;
  /** A sentence under the title, e.g. "This sends the mutation deleteEvent to the server." */
  description?: ReactNode;
  /** What will be sent. */
  variables: Record<string, unknown>;
  /** Flags the operation: a warning and a danger-styled confirm button. */
  isDestructive?: boolean;
  /** While true, Confirm stays disabled. */
  isPending?: boolean;
  /** @default 'Send' */
  confirmLabel?: string;
  onConfirm: () => void;
  /** Cancel button, Escape. */
  onCancel: () => void;
  /** Where focus returns; @default the element focused when the modal opened */
  triggerRef?: RefObject<HTMLElement | null>;
  /** @default the global setTimeout/clearTimeout */
  timers?: TimerLike;
  /** Locale for file sizes. @default navigator.language */
  locale?: string;
}

export function ConfirmModal(props: ConfirmModalProps) {
  const { isOpen, title, description, variables, isDestructive = false, isPending = false, confirmLabel = 'Send' } = props;
  const { onConfirm, onCancel, triggerRef, timers = realTimers } = props;
  const locale = props.locale ?? globalThis.navigator?.language ?? 'en-US';
  const descriptionId = useId();
  const wasOpen = useRef(false);
  const isSentRef = useRef(false);
  const [isSent, setIsSent] = useState(false);
  const wasPending = useRef(isPending);

  useFocusRestore(isOpen, triggerRef, timers);
  // A fresh opening allows one send again.
  if (isOpen && !wasOpen.current) isSentRef.current = false;
  useEffect(() => {
    wasOpen.current = isOpen;
    if (isOpen) setIsSent(false);
  }, [isOpen]);

  // A failed send (pending → not pending while still open) allows another deliberate try.
  useEffect(() => {
    if (wasPending.current && !isPending) {
      isSentRef.current = false;
      setIsSent(false);
    }
    wasPending.current = isPending;
  }, [isPending]);

  const confirm = () => {
    if (isSentRef.current || isPending) return;
    isSentRef.current = true;
    setIsSent(true);
    onConfirm();
  };

  const isConfirmDisabled = isPending || isSent;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={false}
      className="facet-modal-overlay"
    >
      <Modal className="facet-modal">
        <Dialog role="alertdialog" aria-describedby={descriptionId} className="facet-dialog">
          <Heading slot="title" className="facet-dialog-title">
            {title}
          </Heading>
          <div id={descriptionId}>
            {description ? <p className="facet-dialog-description">{description}</p> : null}
            {isDestructive ? (
              <p className="facet-dialog-warning">
                <strong>Warning:</strong> this operation looks destructive (its name suggests it deletes or replaces data).
                It cannot be undone from here.
              </p>
            ) : null}
          </div>
          <h3 className="facet-dialog-subtitle">What will be sent</h3>
          {Object.keys(variables).length === 0 ? (
            <p className="facet-dialog-empty">No variables.</p>
          ) : (
            <VariableList value={variables} locale={locale} />
          )}
          <div className="facet-dialog-actions">
            <Button className="facet-button" onPress={onCancel}>
              Cancel
            </Button>
            <Button
              className={`facet-button ${isDestructive ? 'facet-button-danger' : 'facet-button-primary'}`}
              isDisabled={isConfirmDisabled}
              onPress={confirm}
            >
              {isPending ? 'Sending…' : confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function VariableList({ value, locale }: { value: Record<string, unknown>; locale: string }) {
  return (
    <dl className="facet-variables">
      {Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([key, v]) => (
          <div key={key} className="facet-variables-entry">
            <dt>
              <code>{key}</code>
            </dt>
            <dd>{isSecretName(key) ? <SecretMask /> : describe(v, locale)}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A secret's value, never shown: the dots are hidden from screen readers, which read "(hidden)". */
function SecretMask() {
  return (
    <span className="facet-secret-mask">
      <span aria-hidden="true">••••••</span> (hidden)
    </span>
  );
}

function describe(value: unknown, locale: string): ReactNode {
  if (typeof File !== 'undefined' && value instanceof File) return `File ${value.name} (${formatBytes(value.size, locale)})`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `Blob (${formatBytes(value.size, locale)})`;
  if (value === null) return <code>null</code>;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'Empty list';
    return (
      <ol className="facet-variables-list">
        {value.map((item, i) => (
          <li key={i}>{describe(item, locale)}</li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') return <VariableList value={value as Record<string, unknown>} locale={locale} />;
  if (typeof value === 'string') return `“${value}”`;
  return String(value);
}
