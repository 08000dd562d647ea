// Choice of one enum value: PRODUCT.md §4 "enum → select"; ui.md §4.1 (≤5 values → RadioGroup).
//
// Up to RADIO_MAX_OPTIONS values are shown as a RadioGroup, so every choice is visible and one
// arrow key away (no popup to open); more values use a Select (button + listbox popover, with
// type-ahead). An optional enum gets a first "Not set" choice that emits null. Value
// descriptions from the schema are shown under radio labels and in the listbox; deprecated values
// are marked. Options show their label (e.g. "Rock music"); the wire value is the enum value's
// name (ROCK_MUSIC), or null.
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { ListBox } from 'react-aria-components/ListBox';
import { ListBoxItem } from 'react-aria-components/ComboBox';
import { Popover } from 'react-aria-components/Popover';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import { RADIO_MAX_OPTIONS } from './constants.ts';
import { RequiredMark } from './field-label.tsx';

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

export interface EnumSelectProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  /** The enum's values, as names or EnumOptions, in schema order. */
  options: readonly (string | EnumOption)[];
  /** 'auto' picks radios for up to RADIO_MAX_OPTIONS values, else a select. @default 'auto' */
  variant?: 'auto' | 'radio' | 'select';
  description?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string | null;
  name?: string;
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

export function EnumSelect(props: EnumSelectProps) {
  const { label, value, onChange, options, variant = 'auto', description, isRequired = false,
    isDisabled = false, errorMessage, name } = props;
  const choices: EnumOption[] = options.map((option) => (typeof option === 'string' ? { value: option } : option));
  const isRadio = variant === 'radio' || (variant === 'auto' && choices.length <= RADIO_MAX_OPTIONS);
  const message = errorMessage ?? null;
  const emit = (key: string | number | null) => onChange(key === null || key === UNSET_KEY ? null : String(key));
  const labelContent = (
    <>
      {label}
      {isRequired && <RequiredMark />}
    </>
  );
  const help = description && <Text slot="description" className="facet-description">{description}</Text>;

  if (isRadio) {
    return (
      <RadioGroup
        className="facet-field facet-enum-select facet-enum-select--radio"
        value={value ?? (isRequired ? null : UNSET_KEY)}
        onChange={emit}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={message !== null}
        validationBehavior="aria"
        name={name}
      >
        <Label className="facet-label">{labelContent}</Label>
        <div className="facet-radio-list">
          {!isRequired && <Radio className="facet-radio" value={UNSET_KEY}>{ENUM_UNSET_LABEL}</Radio>}
          {choices.map((choice) => (
            <Radio key={choice.value} className="facet-radio" value={choice.value}>
              <span className="facet-radio-name">{choice.label ?? choice.value}</span>
              {isDeprecated(choice) && <span className="facet-deprecated"> (deprecated)</span>}
              {optionHelp(choice) && <span className="facet-radio-description">{optionHelp(choice)}</span>}
            </Radio>
          ))}
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
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={message !== null}
      validationBehavior="aria"
      name={name}
      placeholder="Choose…"
    >
      <Label className="facet-label">{labelContent}</Label>
      <Button className="facet-select-button">
        <SelectValue className="facet-select-value" />
        <span className="facet-select-arrow" aria-hidden="true">▾</span>
      </Button>
      {help}
      <FieldError className="facet-error">{message}</FieldError>
      <Popover className="facet-popover">
        <ListBox className="facet-listbox" items={items.map((item) => ({ ...item, id: item.value }))}>
          {(item) => {
            const text = item.label ?? item.value;
            const help = optionHelp(item);
            return (
              <ListBoxItem className="facet-listbox-item" id={item.id} textValue={text}>
                <Text slot="label">{text}{isDeprecated(item) ? ' (deprecated)' : ''}</Text>
                {help && <Text slot="description" className="facet-option-description">{help}</Text>}
              </ListBoxItem>
            );
          }}
        </ListBox>
      </Popover>
    </Select>
  );
}
