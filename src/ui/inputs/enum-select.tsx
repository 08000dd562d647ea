// Choice of one enum value: PRODUCT.md §4 "enum → select"; ui.md §4.1 "Select (≤5 values →
// RadioGroup; many → ComboBox)".
//
// Up to RADIO_MAX_OPTIONS values are shown as a RadioGroup, so every choice is visible and one
// arrow key away (no popup to open); up to SELECT_MAX_OPTIONS use a Select (button + listbox
// popover, with type-ahead); longer enums (countries, currencies, time zones) a ComboBox that
// filters by label or name as the user types. An optional enum gets a first "Not set" choice that
// emits null. Value descriptions from the schema are shown under radio labels and in the listbox;
// deprecated values are marked. Options show their label (e.g. "Rock music"); the wire value is
// the enum value's name (ROCK_MUSIC), or null.
//
// The ComboBox accepts only the enum's values: typed text that names one (its name or label, in
// any case) emits that value; other text is emitted as typed, so the form refuses it at Run and
// nothing is sent, and the field says why once the user leaves it (the form keeps what was typed,
// as TextInput does). Emptying the field emits null.
import { useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { ComboBox, Input, ListBoxItem, useFilter } from 'react-aria-components/ComboBox';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { RADIO_MAX_OPTIONS, SELECT_MAX_OPTIONS } from '../constants.ts';
import { RequiredMark } from './field-label.tsx';
import { useValidationReport } from './use-validation-report.ts';
import { fieldState, type FieldProps } from './field-props.ts';

/**
 * One enum value. Shaped like src/schema's `EnumOption` (value, humanised label, description,
 * deprecation reason), so a screen can pass `widget.options` straight through.
 */
export interface EnumOption {
  /** The enum value's name: what goes on the wire. */
  value: string;
  /** What the user reads, e.g. "Rock music" for ROCK_MUSIC. @default value */
  label?: string;
  description?: string | null;
  /** Non-null for a deprecated value (may be empty). */
  deprecationReason?: string | null;
}

export interface EnumSelectProps extends FieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  /** The enum's values, as names or EnumOptions, in schema order. */
  options: readonly (string | EnumOption)[];
  /**
   * 'auto' picks radios for up to RADIO_MAX_OPTIONS values, a select for up to
   * SELECT_MAX_OPTIONS, else a combobox that filters as the user types. @default 'auto'
   */
  variant?: 'auto' | 'radio' | 'select' | 'combobox';
  /** Combobox only: called with its own problem (typed text that is no choice; null when none) whenever it changes. */
  onValidationChange?(message: string | null): void;
}

type Variant = Exclude<EnumSelectProps['variant'], 'auto' | undefined>;

function variantFor(count: number): Variant {
  if (count <= RADIO_MAX_OPTIONS) return 'radio';
  return count <= SELECT_MAX_OPTIONS ? 'select' : 'combobox';
}

/** Label of the choice that leaves an optional enum out. */
export const ENUM_UNSET_LABEL = 'Not set';

// Keys of the listbox/radios must be non-empty strings distinct from every enum name; enum names
// match /[_A-Za-z][_0-9A-Za-z]*/, so one with a space can never collide.
const UNSET_KEY = ' unset';

function isDeprecated(option: EnumOption): boolean {
  return option.deprecationReason !== undefined && option.deprecationReason !== null;
}

/** The description, plus the deprecation reason when there is one. */
function optionHelp(option: EnumOption): string | null {
  return [option.description, option.deprecationReason].filter(Boolean).join(' — ') || null;
}

/** One listbox option of the Select or the ComboBox: label, "(deprecated)", description. */
function renderOption(item: EnumOption & { id: string }) {
  const text = item.label ?? item.value;
  const help = optionHelp(item);
  return (
    <ListBoxItem className="facet-listbox-item" id={item.id} textValue={text}>
      <Text slot="label">{text}{isDeprecated(item) ? ' (deprecated)' : ''}</Text>
      {help && <Text slot="description" className="facet-option-description">{help}</Text>}
    </ListBoxItem>
  );
}

export function EnumSelect(props: EnumSelectProps) {
  const { label, value, onChange, options, variant = 'auto', description, isRequired = false,
    isDisabled = false, errorMessage, name } = props;
  const choices: EnumOption[] = options.map((option) => (typeof option === 'string' ? { value: option } : option));
  const shown = variant === 'auto' ? variantFor(choices.length) : variant;
  const optionIds = useId();
  if (shown === 'combobox') return <EnumComboBox {...props} choices={choices} />;
  const isRadio = shown === 'radio';
  const message = errorMessage ?? null;
  const emit = (key: string | number | null) => onChange(key === null || key === UNSET_KEY ? null : String(key));
  // A radiogroup carries aria-required; a Select's button cannot, so its name says it.
  const labelContent = (
    <>
      {label}
      {isRequired && <RequiredMark isAnnounced={!isRadio} />}
    </>
  );
  const help = description && <Text slot="description" className="facet-description">{description}</Text>;

  if (isRadio) {
    return (
      <RadioGroup
        className="facet-field facet-enum-select facet-enum-select--radio"
        value={value ?? (isRequired ? null : UNSET_KEY)}
        onChange={emit}
        {...fieldState(isRequired, isDisabled, message, name)}
      >
        <Label className="facet-label">{labelContent}</Label>
        <div className="facet-radio-list">
          {!isRequired && <Radio className="facet-radio" value={UNSET_KEY}>{ENUM_UNSET_LABEL}</Radio>}
          {choices.map((choice, index) => {
            // Named by its label alone; the description (and deprecation) describe it.
            const help = optionHelp(choice);
            const helpId = help || isDeprecated(choice) ? `${optionIds}-${index}` : undefined;
            return (
              <div key={choice.value} className="facet-radio-option">
                <Radio className="facet-radio" value={choice.value} aria-describedby={helpId}>
                  <span className="facet-radio-name">{choice.label ?? choice.value}</span>
                  {isDeprecated(choice) && <span className="facet-deprecated" aria-hidden="true"> (deprecated)</span>}
                </Radio>
                {helpId && (
                  <span id={helpId} className="facet-radio-description">
                    {isDeprecated(choice) && <VisuallyHidden>Deprecated. </VisuallyHidden>}
                    {help}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        {help}
        <FieldError className="facet-error">{message}</FieldError>
      </RadioGroup>
    );
  }

  const items: EnumOption[] = isRequired ? choices : [{ value: UNSET_KEY, label: ENUM_UNSET_LABEL }, ...choices];
  return (
    <Select
      className="facet-field facet-enum-select facet-enum-select--select"
      selectedKey={value ?? (isRequired ? null : UNSET_KEY)}
      onSelectionChange={emit}
      {...fieldState(isRequired, isDisabled, message, name)}
      placeholder="Choose…"
    >
      <Label className="facet-label">{labelContent}</Label>
      <Button className="facet-select-button">
        {/* The chosen option's label alone: by default React Aria repeats the whole option here, description
            and all, which ran "TechMeetups, talks and hack nights." into the button and its name (issue 16). */}
        <SelectValue className="facet-select-value">
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <span className="facet-select-arrow" aria-hidden="true">▾</span>
      </Button>
      {help}
      <FieldError className="facet-error">{message}</FieldError>
      <Popover className="facet-popover">
        <ListBox className="facet-listbox" items={items.map((item) => ({ ...item, id: item.value }))}>
          {renderOption}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** What the ComboBox shows for a value: its label, nothing for null, or a stray value as it is. */
function textOf(value: string | null, choices: readonly EnumOption[]): string {
  if (value === null) return '';
  const choice = choices.find((c) => c.value === value);
  return choice ? (choice.label ?? choice.value) : value;
}

type Named = { value: string } | { problem: 'none' | 'several' };

/**
 * The enum value typed text names: a name, else a label, as written; failing that, the one name or
 * label equal to it in another case ("germany" → DE). Two values differing only in case (`De`,
 * `DE`) make a loose match ambiguous.
 */
function valueNamedBy(text: string, choices: readonly EnumOption[]): Named {
  const exact = choices.find((c) => c.value === text) ?? choices.find((c) => c.label === text);
  if (exact) return { value: exact.value };
  const lower = text.toLowerCase();
  const loose = new Set(choices.filter((c) => c.value.toLowerCase() === lower || c.label?.toLowerCase() === lower).map((c) => c.value));
  const [only] = loose;
  if (loose.size === 1 && only !== undefined) return { value: only };
  return { problem: loose.size === 0 ? 'none' : 'several' };
}

/**
 * The ComboBox of a long enum. Its text and its selection are both controlled here. Every change
 * of the text is resolved to a value at once, so the form never holds a stale choice while the
 * field shows another. The selection given to React Aria (`committedKey`) moves only when a choice
 * is committed (picked, Enter, leaving the field, or a new value from outside), so typing a name
 * that happens to be complete ("Niger" on the way to "Nigeria") neither closes the list nor
 * announces a selection. Escape closes the list and keeps the text (WAI-ARIA APG combobox).
 */
function EnumComboBox(props: EnumSelectProps & { choices: EnumOption[] }) {
  const { label, value, onChange, choices, description, isRequired = false, isDisabled = false,
    errorMessage, onValidationChange, name } = props;
  const unsetKey = isRequired ? null : UNSET_KEY;
  const keyOf = (next: string | null) => (next === null ? unsetKey : choices.some((c) => c.value === next) ? next : null);
  const [text, setText] = useState(() => textOf(value, choices));
  const [committedKey, setCommittedKey] = useState(() => keyOf(value));
  const [syncedValue, setSyncedValue] = useState(value);
  const [isTouched, setTouched] = useState(false);
  const { contains } = useFilter({ sensitivity: 'base' });

  const isUnsetText = (typed: string) => !isRequired && typed.toLowerCase() === ENUM_UNSET_LABEL.toLowerCase();
  /** The value to emit for typed text; text that names no value is emitted as typed (see the file header). */
  const valueFor = (typed: string): string | null => {
    const trimmed = typed.trim();
    if (trimmed === '' || isUnsetText(trimmed)) return null;
    const named = valueNamedBy(trimmed, choices);
    return 'value' in named ? named.value : typed;
  };
  const problemWith = (typed: string): string | null => {
    const trimmed = typed.trim();
    if (trimmed === '' || isUnsetText(trimmed)) return null;
    const named = valueNamedBy(trimmed, choices);
    if ('value' in named) return null;
    return named.problem === 'several'
      ? `“${trimmed}” matches more than one choice. Pick one from the list.`
      : `“${trimmed}” is not one of the ${choices.length} choices for ${label}. Type part of a name, then pick one from the list.`;
  };

  // A new value from outside (a reset, a link, the schema default) replaces the text, unless the
  // text already stands for it (it was typed here).
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (valueFor(text) !== value) {
      setText(textOf(value, choices));
      setCommittedKey(keyOf(value));
    }
  }

  const ownMessage = problemWith(text);
  useValidationReport(ownMessage, onValidationChange);
  const message = (isTouched ? ownMessage : null) ?? errorMessage ?? null;

  const emit = (next: string | null) => {
    if (next !== value) onChange(next);
  };
  const changeText = (typed: string) => {
    setText(typed);
    emit(valueFor(typed));
  };
  /** Commits `next`: the field shows its label (or what was typed, for text that is no choice). */
  const commit = (next: string | null) => {
    const key = keyOf(next);
    setCommittedKey(key);
    if (key !== null || next === null) setText(textOf(next, choices));
    emit(next);
  };
  const onSelectionChange = (key: string | number | null) => {
    // null: React Aria committing typed text (Enter, or leaving the field), which may name a value.
    if (key === null) commit(valueFor(text));
    else commit(key === UNSET_KEY ? null : String(key));
  };

  const items: (EnumOption & { id: string })[] = [
    ...(isRequired ? [] : [{ value: UNSET_KEY, label: ENUM_UNSET_LABEL, id: UNSET_KEY }]),
    ...choices.map((choice) => ({ ...choice, id: choice.value })),
  ];
  // Empty text, or the committed choice's label, lists every choice so the list can be browsed;
  // anything typed narrows it to the labels and names that contain it.
  const typed = text.trim();
  const isBrowsing = typed === '' || (committedKey !== null && committedKey !== UNSET_KEY && text === textOf(committedKey, choices));
  const shownItems = isBrowsing ? items : items.filter((item) => contains(item.label ?? item.value, typed) || (item.id !== UNSET_KEY && contains(item.value, typed)));

  return (
    <ComboBox
      className="facet-field facet-enum-select facet-enum-select--combobox"
      items={shownItems}
      inputValue={text}
      onInputChange={changeText}
      selectedKey={committedKey}
      onSelectionChange={onSelectionChange}
      // Text that names no value stays in the field (with its message) instead of being wiped.
      allowsCustomValue
      allowsEmptyCollection
      // No name here: a hidden input submits the enum value, not the label shown.
      {...fieldState(isRequired, isDisabled, message, undefined)}
    >
      <Label className="facet-label">
        {label}
        {isRequired && <RequiredMark />}
      </Label>
      {/* With allowsCustomValue React Aria would submit the text under `name`; a form wants the value. */}
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      <div className="facet-combobox-group">
        <Input
          className="facet-input"
          placeholder={isRequired ? 'Choose…' : ENUM_UNSET_LABEL}
          onBlur={() => {
            setTouched(true);
            commit(valueFor(text));
          }}
          spellCheck="false"
          autoCapitalize="none"
        />
        <Button className="facet-combobox-button"><span aria-hidden="true">▾</span></Button>
      </div>
      <Text slot="description" className="facet-description">
        {description}{description ? ' ' : null}Type to filter the {choices.length} choices; Arrow Down opens the list.
      </Text>
      <FieldError className="facet-error">{message}</FieldError>
      <Popover className="facet-popover">
        <ListBox className="facet-listbox" renderEmptyState={() => <span className="facet-listbox-empty">No choice matches “{typed}”</span>}>
          {renderOption}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
