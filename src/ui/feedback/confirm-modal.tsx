/**
 * Confirmation before a mutation is sent (issue 7 "Mutations"; APG Alert Dialog pattern): React
 * Aria's ModalOverlay + Modal + Dialog with `role="alertdialog"`. It shows what will be sent (the
 * variables as a description list, files by name and size), flags destructive operations, and
 * keeps Confirm disabled while the operation is pending and after the first press, so one click
 * never sends twice. Values under a secret-named key (password, token, apiKey…, at any depth) are
 * masked, "•••••• (hidden)": a confirmation is often on screen while someone looks on (ui.md §2
 * item 20 "masked in the UI").
 *
 * Issue 16 "Speak the user's language": the title is a question saying what will happen (the
 * schema layer's `confirmationTitle`); each variable is named by its label (the wire name as a
 * tooltip) and its value shown as the form showed it: enum values by their label, dates in the
 * reader's locale (by the argument's type when `inputTypes` are given, else ISO strings by shape),
 * booleans as Yes/No, nothing as "Not set". A long text is cut with "Show all (N characters)", and
 * shown whole in a box that scrolls, so no value makes the dialog taller than the screen.
 *
 * Focus: React Aria traps focus inside; useFocusRestore puts it back on the trigger 100 ms after
 * closing (PRODUCT.md §1; injectable timers, tested exactly).
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { getNullableType, isEnumType, isInputObjectType, isListType, type GraphQLInputType } from 'graphql/type/definition';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
// The one rule for secret names lives with the form model (src/schema/input-widgets.ts).
import { enumValueLabel, humanize, isSecretName, sniffDate, widgetForInput } from '../../schema/index.ts';
import { TEXT_TRUNCATE_CHARS } from '../constants.ts';
import { formatDateValue } from '../format/format-date.ts';
import { formatBytes } from '../format/index.ts';
import { formatNumber } from '../format/format-number.ts';
import { realClock } from '../../store/index.ts';
import { type TimerLike, useFocusRestore } from '../hooks/index.ts';

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
  /** The type of each variable (the field's arguments), so enum values and dates show as the form showed them. @default none: dates by their shape */
  inputTypes?: Readonly<Record<string, GraphQLInputType>>;
  /** Locale for file sizes, numbers and dates. @default navigator.language */
  locale?: string;
}

export function ConfirmModal(props: ConfirmModalProps) {
  const { isOpen, title, description, variables, isDestructive = false, isPending = false, confirmLabel = 'Send' } = props;
  const { onConfirm, onCancel, triggerRef, timers = realClock } = props;
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
            <VariableList value={variables} types={props.inputTypes ?? {}} locale={locale} />
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

type Types = Readonly<Record<string, GraphQLInputType>>;

function VariableList({ value, types, locale }: { value: Record<string, unknown>; types: Types; locale: string }) {
  return (
    <dl className="facet-variables">
      {Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([key, v]) => (
          <div key={key} className="facet-variables-entry">
            <dt title={key}>{humanize(key)}</dt>
            <dd>{isSecretName(key) ? <SecretMask /> : describe(v, types[key], key, locale)}</dd>
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

function describe(value: unknown, type: GraphQLInputType | undefined, key: string, locale: string): ReactNode {
  if (typeof File !== 'undefined' && value instanceof File) return `File ${value.name} (${formatBytes(value.size, locale)})`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `Blob (${formatBytes(value.size, locale)})`;
  const named = type ? getNullableType(type) : undefined;
  if (value === null) return <span className="facet-muted">Not set</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'Empty list';
    const item = named && isListType(named) ? (named.ofType as GraphQLInputType) : undefined;
    return (
      <ol className="facet-variables-list">
        {value.map((entry, i) => (
          <li key={i}>{describe(entry, item, key, locale)}</li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    const fields = named && isInputObjectType(named) ? Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, f.type])) : {};
    return <VariableList value={value as Record<string, unknown>} types={fields} locale={locale} />;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value !== 'string') return String(value);
  if (named && isEnumType(named)) return <span title={value}>{enumValueLabel(value)}</span>;
  const kind = named && !isListType(named) && !isInputObjectType(named) ? widgetForInput(named, key).kind : sniffDate(value);
  if (kind === 'date' || kind === 'datetime' || kind === 'time') {
    const formatted = formatDateValue(value, locale);
    if (formatted) return <time dateTime={formatted.dateTime} title={value}>{formatted.text}</time>;
  }
  return <LongText text={value} locale={locale} />;
}

/** A text value in quotes, cut at TEXT_TRUNCATE_CHARS with Show all; shown whole, it scrolls in its own box. */
function LongText({ text, locale }: { text: string; locale: string }) {
  const [isWhole, setIsWhole] = useState(false);
  const id = useId();
  if (text.length <= TEXT_TRUNCATE_CHARS) return `“${text}”`;
  return (
    <>
      <span id={id} className={isWhole ? 'facet-variables-whole' : undefined} tabIndex={isWhole ? 0 : undefined}>
        {isWhole ? `“${text}”` : `“${text.slice(0, TEXT_TRUNCATE_CHARS).trimEnd()}…”`}
      </span>{' '}
      <Button className="facet-button facet-button-link" aria-expanded={isWhole} aria-controls={id} onPress={() => setIsWhole((w) => !w)}>
        {isWhole ? 'Show less' : `Show all (${formatNumber(text.length, locale)} characters)`}
      </Button>
    </>
  );
}
