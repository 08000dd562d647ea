// Input objects in generated forms: PRODUCT.md §4 "input object / list of them → nested fieldset /
// repeatable fieldsets"; ui.md §4.2. React Aria has no fieldset, so these are native
// <fieldset>/<legend> (the group's accessible name) with help and error text linked through
// aria-describedby, and React Aria Buttons for add/remove.
//
// CollapsibleFieldset is the deep variant (ui.md §4.2 "Disclosure when deep"): React Aria's
// Disclosure, whose trigger button shows the legend and how much is filled ("Address · 2 of 5
// filled") and whose panel is a group named by that button. Collapsed, the panel keeps its fields
// mounted (`hidden="until-found"`), so their values and checks stay and find-in-page opens it;
// given its fields as a function, it draws nothing until first opened (a generated form's lazy
// input objects), then keeps them mounted the same way.
//
// RepeatableFieldset renders one numbered fieldset per list item ("Venue 2"), each with its own
// "Remove venue 2" button, and an "Add venue" button. The count is in the legend and every change
// is announced in a polite status line ("Added venue 3. 3 venues."). After adding, focus moves
// into the new item; after removing, to the Add button. Items keep stable React keys, so a
// removed item's neighbours keep their own field state. Wire value: the array of item values.
import { plural } from '../../schema/index.ts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { RequiredMark } from './field-label.tsx';

interface GroupTextProps {
  /** Help text (see FieldProps). */
  description?: ReactNode;
  isRequired?: boolean;
  /** A message for the group as a whole (e.g. "add at least one venue"). */
  errorMessage?: string | null;
}

export interface FieldsetProps extends GroupTextProps {
  /** The legend: the input object argument's name. */
  label: string;
  children: ReactNode;
  className?: string;
}

function useGroupText({ description, errorMessage }: GroupTextProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const before = description ? <p id={descriptionId} className="facet-description">{description}</p> : null;
  const after = errorMessage ? <p id={errorId} className="facet-error">{errorMessage}</p> : null;
  return { describedBy, before, after };
}

function Legend({ label, isRequired, suffix }: { label: string; isRequired?: boolean; suffix?: string }) {
  return (
    <legend className="facet-legend">
      {label}
      {suffix && <span className="facet-legend-count"> {suffix}</span>}
      {isRequired && <RequiredMark isAnnounced />}
    </legend>
  );
}

/** A nested input object: its fields grouped under a legend. */
export function Fieldset(props: FieldsetProps) {
  const { label, children, isRequired, className } = props;
  const { describedBy, before, after } = useGroupText(props);
  return (
    <fieldset className={`facet-fieldset ${className ?? ''}`.trim()} aria-describedby={describedBy} data-invalid={after ? true : undefined}>
      <Legend label={label} isRequired={isRequired} />
      {before}
      <div className="facet-fieldset-body">{children}</div>
      {after}
    </fieldset>
  );
}

// ---

export interface CollapsibleFieldsetProps extends Omit<FieldsetProps, 'children'> {
  /** The fields; as a function, called only once the section is first opened. */
  children: ReactNode | (() => ReactNode);
  /** What the trigger says after the legend, e.g. "2 of 5 filled". */
  summary: string;
  /** Something inside needs the user (a required field, a value, an error): starts expanded. */
  needsAttention: boolean;
  /** An error inside, here or deeper: the section opens when one appears, and says so while closed. */
  hasError?: boolean;
  /**
   * Changes on every new check of the form (e.g. its errors array). With an error inside, a new
   * check opens the section again even after the user closed it, so focus can reach the field.
   * @default none
   */
  checkKey?: unknown;
}

/** " · " between the parts of a trigger: seen as a dot, heard as a pause. */
function Separator() {
  return (
    <>
      <span aria-hidden="true"> · </span>
      <VisuallyHidden>, </VisuallyHidden>
    </>
  );
}

/** A nested input object as a collapsible section, collapsed unless it needs attention. */
export function CollapsibleFieldset(props: CollapsibleFieldsetProps) {
  const { label, children, isRequired, className, summary, needsAttention, hasError = false, checkKey } = props;
  const { describedBy, before, after } = useGroupText(props);
  const [isExpanded, setIsExpanded] = useState(needsAttention);
  const [hasOpened, setHasOpened] = useState(needsAttention);
  if (isExpanded && !hasOpened) setHasOpened(true);
  // Opened while rendering, not in an effect: the panel is visible by the time the screen's own
  // effect moves focus to the first invalid field.
  const [seen, setSeen] = useState({ hasError, checkKey });
  if (seen.hasError !== hasError || seen.checkKey !== checkKey) {
    setSeen({ hasError, checkKey });
    if (hasError && !isExpanded) setIsExpanded(true);
  }
  return (
    <Disclosure
      className={`facet-fieldset facet-fieldset--collapsible ${className ?? ''}`.trim()}
      isExpanded={isExpanded}
      onExpandedChange={setIsExpanded}
      data-invalid={after ? true : undefined}
    >
      <div className="facet-legend facet-disclosure-legend">
        <Button slot="trigger" className="facet-disclosure-trigger">
          <span className="facet-disclosure-icon" aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
          {label}
          {isRequired && <RequiredMark />}
          <span className="facet-legend-count">
            <Separator />
            {summary}
            {hasError ? (
              <>
                <Separator />
                <span className="facet-disclosure-attention">needs attention</span>
              </>
            ) : null}
          </span>
        </Button>
      </div>
      {before}
      <DisclosurePanel className="facet-fieldset-body" aria-describedby={describedBy}>
        {typeof children === 'function' ? (hasOpened ? children() : null) : children}
      </DisclosurePanel>
      {after}
    </Disclosure>
  );
}

// ---

export interface RepeatableFieldsetProps<T> extends GroupTextProps {
  /** The legend of the whole list: the argument's name, e.g. "Venues". */
  label: string;
  items: readonly T[];
  onChange(items: T[]): void;
  /** A fresh item for "Add" (e.g. an object pre-filled with schema defaults). */
  createItem(): T;
  /** The fields of one item; call `setItem` with its new value. */
  renderItem(item: T, index: number, setItem: (next: T) => void): ReactNode;
  /** Singular noun for one item, used in legends, buttons and announcements. @default 'item' */
  itemNoun?: string;
  /** Plural of itemNoun. @default itemNoun + 's' */
  itemNounPlural?: string;
  /** Remove buttons are disabled at this count. @default 0 */
  minItems?: number;
  /** The Add button is disabled at this count. @default Infinity */
  maxItems?: number;
  isDisabled?: boolean;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function RepeatableFieldset<T>(props: RepeatableFieldsetProps<T>) {
  const { label, items, onChange, createItem, renderItem, itemNoun = 'item', itemNounPlural = plural(itemNoun),
    minItems = 0, maxItems = Number.POSITIVE_INFINITY, isRequired, isDisabled = false } = props;
  const { describedBy, before, after } = useGroupText(props);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<'new-item' | 'add' | null>(null);
  // Stable keys for items (index keys would hand a removed item's field state to its neighbour).
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < items.length) keys.current.push(nextKey.current++);
  if (keys.current.length > items.length) keys.current.length = items.length;

  const count = (n: number) => `${n} ${n === 1 ? itemNoun : itemNounPlural}`;

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'add') addRef.current?.focus();
    if (target === 'new-item') {
      const last = listRef.current?.lastElementChild;
      last?.querySelector<HTMLElement>('input, textarea, select, button, [tabindex="0"]')?.focus();
    }
  }, [items.length]);

  function add() {
    const next = [...items, createItem()];
    keys.current.push(nextKey.current++);
    focusTarget.current = 'new-item';
    onChange(next);
    setAnnouncement(`Added ${itemNoun} ${next.length}. ${count(next.length)}.`);
  }

  function remove(index: number) {
    const next = items.filter((_, i) => i !== index);
    keys.current.splice(index, 1);
    focusTarget.current = 'add';
    onChange(next);
    setAnnouncement(`Removed ${itemNoun} ${index + 1}. ${count(next.length)}.`);
  }

  function setItem(index: number, value: T) {
    onChange(items.map((item, i) => (i === index ? value : item)));
  }

  return (
    <fieldset className="facet-fieldset facet-repeatable" aria-describedby={describedBy} data-invalid={after ? true : undefined}>
      <Legend label={label} isRequired={isRequired} suffix={`(${count(items.length)})`} />
      {before}
      <ol className="facet-repeatable-list" ref={listRef}>
        {items.map((item, index) => (
          <li key={keys.current[index]} className="facet-repeatable-item">
            <fieldset className="facet-fieldset facet-fieldset--item">
              <legend className="facet-legend">{capitalise(itemNoun)} {index + 1}</legend>
              <div className="facet-fieldset-body">{renderItem(item, index, (value) => setItem(index, value))}</div>
              <Button
                className="facet-button facet-button--quiet"
                onPress={() => remove(index)}
                isDisabled={isDisabled || items.length <= minItems}
              >
                Remove {itemNoun} {index + 1}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button ref={addRef} className="facet-button" onPress={add} isDisabled={isDisabled || items.length >= maxItems}>
        Add {itemNoun}
      </Button>
      {after}
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
    </fieldset>
  );
}
