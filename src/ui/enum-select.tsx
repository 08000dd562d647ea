// Choice of one enum value: PRODUCT.md §4 "enum → select"; ui.md §4.1 (≤5 values → RadioGroup).
//
// Up to RADIO_MAX_OPTIONS values are shown as a RadioGroup, so every choice is visible and one
// arrow key away (no popup to open); more values use a Select (button + listbox popover, with
// type-ahead). An optional enum gets a first "Not set" choice that emits null. Value
// descriptions from the schema are shown under radio labels and in the listbox; deprecated values
// are marked. Wire value: the enum value's name, or null.
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue, Text } from 'react-aria-components';

/** One enum value, shaped like introspection's `__EnumValue` so screens can pass it through. */
export interface EnumOption {
  name: string;
  description?: string | null;
  isDeprecated?: boolean;
}

export interface EnumSelectProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  /** The enum's values, as names or introspection `__EnumValue`s, in schema order. */
  options: readonly (string | EnumOption)[];
  /** 'auto' picks radios for up to RADIO_MAX_OPTIONS values, else a select. @default 'auto' */
  variant?: 'auto' | 'radio' | 'select';
  description?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string | null;
  name?: string;
}

/** Most values shown as radios by the 'auto' variant. ui.md §4.1 "≤5 values → RadioGroup". */
export const RADIO_MAX_OPTIONS = 5;

/** Label of the choice that leaves an optional enum out. */
export const ENUM_UNSET_LABEL = 'Not set';

// Keys of the listbox/radios must be non-empty strings distinct from every enum name; enum names
// match /[_A-Za-z][_0-9A-Za-z]*/, so one with a space can never collide.
const UNSET_KEY = ' unset';

export function EnumSelect(props: EnumSelectProps) {
  const { label, value, onChange, options, variant = 'auto', description, isRequired = false,
    isDisabled = false, errorMessage, name } = props;
  const choices = options.map((option) => (typeof option === 'string' ? { name: option } : option));
  const isRadio = variant === 'radio' || (variant === 'auto' && choices.length <= RADIO_MAX_OPTIONS);
  const message = errorMessage ?? null;
  const emit = (key: string | number | null) => onChange(key === null || key === UNSET_KEY ? null : String(key));
  const labelContent = (
    <>
      {label}
      {isRequired && <span className="facet-required" aria-hidden="true"> *</span>}
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
            <Radio key={choice.name} className="facet-radio" value={choice.name}>
              <span className="facet-radio-name">{choice.name}</span>
              {choice.isDeprecated && <span className="facet-deprecated"> (deprecated)</span>}
              {choice.description && <span className="facet-radio-description">{choice.description}</span>}
            </Radio>
          ))}
        </div>
        {help}
        <FieldError className="facet-error">{message}</FieldError>
      </RadioGroup>
    );
  }

  const items: EnumOption[] = isRequired ? choices : [{ name: UNSET_KEY }, ...choices];
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
        <ListBox className="facet-listbox" items={items.map((item) => ({ ...item, id: item.name }))}>
          {(item) => {
            const text = item.name === UNSET_KEY ? ENUM_UNSET_LABEL : item.name;
            return (
              <ListBoxItem className="facet-listbox-item" id={item.id} textValue={text}>
                <Text slot="label">{text}{item.isDeprecated ? ' (deprecated)' : ''}</Text>
                {item.description && <Text slot="description" className="facet-option-description">{item.description}</Text>}
              </ListBoxItem>
            );
          }}
        </ListBox>
      </Popover>
    </Select>
  );
}
