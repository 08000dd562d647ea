// Tags for lists of scalars or enums ([String], [ID], [Int], [Float], [SomeEnum]): PRODUCT.md §4
// "list of scalars or enums → tags"; ui.md §3 "Tags" (TextField + TagGroup).
//
// Typing goes into a text field; Enter, a comma, or leaving the field turns the text into a tag
// (pasting "a, b, c" adds three). With enum values the field is a ComboBox suggesting the values
// not yet added (Arrow Down opens it, Enter picks); typed text must match a value (case is
// corrected: "jazz" → "JAZZ"), anything else is refused with a message naming the choices. Tags
// live in a TagGroup (a grid: arrow keys move, Backspace/Delete or the × button removes); each
// change is announced in a polite status line. A duplicate is dropped from the field (it is
// already a tag, so nothing is wrong and nothing blocks Run) and the field says so (issue 16:
// "jazz, late, jazz,outdoors⏎" gives jazz, late, outdoors). Int/Float items are checked like
// number-input (32-bit whole numbers; finite).
//
// Wire value: an array of strings (String, ID, enum names) or numbers (Int, Float); [] when empty.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { ComboBox, ListBoxItem } from 'react-aria-components/ComboBox';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { MAX_INT_32, MAX_NAMED_CHOICES, MIN_INT_32, TAG_SEPARATOR } from '../constants.ts';
import { RequiredMark } from './field-label.tsx';
import type { FieldProps } from './field-props.ts';

export type TagItem = string | number;

export interface TagsInputProps extends FieldProps {
  label: string;
  value: readonly TagItem[];
  onChange(value: TagItem[]): void;
  /** How typed text becomes an item: 'string' (String, ID, custom), 'int' or 'float'. @default 'string' */
  itemKind?: 'string' | 'int' | 'float';
  /** Enum value names; when given, only these are accepted and they are suggested. */
  enumValues?: readonly string[];
  /** Reports text left in the field that cannot become a tag (null when none). */
  onValidationChange?(message: string | null): void;
}

type Parsed = { ok: true; item: TagItem } | { ok: false; message: string; isDuplicate?: true };

/** Turns typed text into a list item, or explains why it cannot be one. Exported for form checks. */
export function parseTag(text: string, existing: readonly TagItem[], itemKind: 'string' | 'int' | 'float' = 'string', enumValues?: readonly string[]): Parsed {
  const trimmed = text.trim();
  let item: TagItem = trimmed;
  if (enumValues) {
    const match = enumValues.find((v) => v === trimmed) ?? enumValues.find((v) => v.toLowerCase() === trimmed.toLowerCase());
    if (!match) {
      const named = enumValues.slice(0, MAX_NAMED_CHOICES).join(', ') + (enumValues.length > MAX_NAMED_CHOICES ? ', …' : '');
      return { ok: false, message: `“${trimmed}” is not one of the choices: ${named}` };
    }
    item = match;
  } else if (itemKind === 'int') {
    const n = Number(trimmed);
    if (!/^[-+]?\d+$/.test(trimmed) || n < MIN_INT_32 || n > MAX_INT_32) {
      return { ok: false, message: `“${trimmed}” is not a whole number from ${MIN_INT_32} to ${MAX_INT_32}` };
    }
    item = n;
  } else if (itemKind === 'float') {
    const n = Number(trimmed);
    if (trimmed === '' || !Number.isFinite(n)) return { ok: false, message: `“${trimmed}” is not a finite number` };
    item = n;
  }
  if (existing.some((e) => e === item)) return { ok: false, message: `“${item}” is already in the list`, isDuplicate: true };
  return { ok: true, item };
}

export function TagsInput(props: TagsInputProps) {
  const { label, value, onChange, itemKind = 'string', enumValues, description, isRequired = false,
    isDisabled = false, errorMessage, onValidationChange, name } = props;
  const [draft, setDraft] = useState('');
  const [draftMessage, setDraftMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Duplicates just dropped from the field: said next to it, without marking it invalid. */
  const [dropped, setDropped] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const message = draftMessage ?? errorMessage ?? null;

  function report(next: string | null) {
    setDraftMessage(next);
    onValidationChange?.(next);
  }

  function count(n: number): string {
    return n === 1 ? '1 item' : `${n} items`;
  }

  /** Adds each piece of `text`; returns the pieces that could not be added (kept in the field). */
  function addText(text: string): string {
    const pieces = text.split(TAG_SEPARATOR).map((p) => p.trim()).filter(Boolean);
    const next = [...value];
    let problem: string | null = null;
    const rest: string[] = [];
    const duplicates: string[] = [];
    for (const piece of pieces) {
      const parsed = parseTag(piece, next, itemKind, enumValues);
      if (parsed.ok) next.push(parsed.item);
      else if (parsed.isDuplicate) duplicates.push(parsed.message);
      else {
        problem ??= parsed.message;
        rest.push(piece);
      }
    }
    const note = duplicates.length > 0 ? `${duplicates.join('; ')}.` : null;
    if (next.length !== value.length) {
      onChange(next);
      setAnnouncement([`Added ${next.slice(value.length).join(', ')}. ${count(next.length)}.`, note].filter(Boolean).join(' '));
    } else if (note) setAnnouncement(note);
    if (pieces.length > 0) setDropped(note);
    report(problem);
    return rest.join(`${TAG_SEPARATOR} `);
  }

  function changeDraft(text: string) {
    if (text.includes(TAG_SEPARATOR)) {
      // Everything before the last separator is complete; the rest is still being typed.
      const cut = text.lastIndexOf(TAG_SEPARATOR);
      const rest = addText(text.slice(0, cut));
      setDraft([rest, text.slice(cut + 1).trimStart()].filter(Boolean).join(`${TAG_SEPARATOR} `));
      return;
    }
    setDraft(text);
    if (draftMessage) report(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // With an option highlighted in the suggestions, Enter picks it (ComboBox handles that).
    if (event.key === 'Enter' && event.currentTarget.getAttribute('aria-activedescendant')) return;
    if (event.key === 'Enter' || event.key === TAG_SEPARATOR) {
      if (event.key === TAG_SEPARATOR || draft.trim() !== '') event.preventDefault();
      setDraft(addText(draft));
    }
  }

  function onBlur() {
    if (draft.trim() !== '') setDraft(addText(draft));
  }

  function remove(keys: Set<string | number>) {
    const removed = value.filter((item) => keys.has(String(item)));
    const next = value.filter((item) => !keys.has(String(item)));
    onChange(next);
    setAnnouncement(`Removed ${removed.join(', ')}. ${count(next.length)}.`);
    if (next.length === 0) inputRef.current?.focus();
  }

  const labelContent = (
    <>
      {label}
      {isRequired && <RequiredMark />}
    </>
  );
  const help = (
    <Text slot="description" className="facet-description">
      {description}{description ? ' ' : null}Press Enter or type a comma to add{enumValues ? '; Arrow Down shows the choices' : ''}.
      {dropped ? <span className="facet-tags-note"> {dropped}</span> : null}
    </Text>
  );
  const fieldProps = {
    isRequired, isDisabled, isInvalid: message !== null, validationBehavior: 'aria' as const, name,
  };
  // Controlled items are not filtered by ComboBox itself, so filter by the typed text here.
  const typed = draft.trim().toLowerCase();
  const suggestions = (enumValues ?? [])
    .filter((v) => !value.includes(v) && v.toLowerCase().includes(typed))
    .map((v) => ({ id: v }));

  return (
    <div className="facet-field facet-tags-input">
      {enumValues ? (
        <ComboBox
          className="facet-tags-entry"
          inputValue={draft}
          onInputChange={changeDraft}
          selectedKey={null}
          onSelectionChange={(key) => {
            if (key !== null) setDraft(addText(String(key)));
          }}
          items={suggestions}
          allowsCustomValue
          allowsEmptyCollection
          {...fieldProps}
        >
          <Label className="facet-label">{labelContent}</Label>
          <div className="facet-combobox-group">
            <Input ref={inputRef} className="facet-input" onKeyDown={onKeyDown} onBlur={onBlur} />
            <Button className="facet-combobox-button" aria-label={`Show ${label} choices`}>▾</Button>
          </div>
          {help}
          <FieldError className="facet-error">{message}</FieldError>
          <Popover className="facet-popover">
            <ListBox className="facet-listbox" renderEmptyState={() => 'No more choices'}>
              {(item: { id: string }) => <ListBoxItem className="facet-listbox-item" id={item.id}>{item.id}</ListBoxItem>}
            </ListBox>
          </Popover>
        </ComboBox>
      ) : (
        <TextField className="facet-tags-entry" value={draft} onChange={changeDraft} {...fieldProps}>
          <Label className="facet-label">{labelContent}</Label>
          <Input
            ref={inputRef}
            className="facet-input"
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            inputMode={itemKind === 'string' ? undefined : itemKind === 'int' ? 'numeric' : 'decimal'}
          />
          {help}
          <FieldError className="facet-error">{message}</FieldError>
        </TextField>
      )}
      <TagGroup className="facet-tag-group" aria-label={`${label}: ${count(value.length)}`} onRemove={remove}>
        <TagList className="facet-tag-list" renderEmptyState={() => <span className="facet-tag-empty">None added</span>}>
          {value.map((item) => (
            <Tag key={String(item)} id={String(item)} className="facet-tag" textValue={String(item)}>
              {String(item)}
              <Button slot="remove" className="facet-tag-remove"><span aria-hidden="true">×</span></Button>
            </Tag>
          ))}
        </TagList>
      </TagGroup>
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
