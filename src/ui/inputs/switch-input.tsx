// Switch for Boolean arguments: PRODUCT.md §4 "Boolean → switch"; ui.md §4.1. Built on
// react-aria-components' SwitchField + SwitchButton (role="switch", Space toggles).
//
// A nullable Boolean has three states: true, false and "not set" (the argument is left out).
// A switch shows only two, so an optional switch in the not-set state says so in its help text
// ("Not set"), and, once set, offers a "Clear" button that returns it to not set (focus goes back
// to the switch). A required Boolean whose value is still null shows as off; screens should start
// it at the schema default or false. Wire value: true, false, or null.
import { useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { SwitchButton, SwitchField } from 'react-aria-components/Switch';
import { Text } from 'react-aria-components/Text';
import { RequiredMark } from './field-label.tsx';
import { fieldState, type FieldProps } from './field-props.ts';

export interface SwitchInputProps extends FieldProps {
  label: string;
  value: boolean | null;
  onChange(value: boolean | null): void;
  /** Non-null Boolean: no "not set" state and no Clear button. */
  isRequired?: boolean;
}

/** Shown as help text while an optional switch has no value. */
export const SWITCH_UNSET_TEXT = 'Not set';

export function SwitchInput(props: SwitchInputProps) {
  const { label, value, onChange, description, isRequired = false, isDisabled = false, errorMessage, name } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const isUnset = !isRequired && value === null;
  const message = errorMessage ?? null;

  function clear() {
    onChange(null);
    inputRef.current?.focus();
  }

  return (
    <div className="facet-field facet-switch-input" data-unset={isUnset || undefined}>
      <SwitchField
        className="facet-switch-field"
        isSelected={value === true}
        onChange={(isSelected) => onChange(isSelected)}
        {...fieldState(isRequired, isDisabled, message, name)}
        inputRef={inputRef}
      >
        <SwitchButton className="facet-switch">
          <span className="facet-switch-track" aria-hidden="true"><span className="facet-switch-thumb" /></span>
          <span className="facet-label">
            {label}
            {isRequired && <RequiredMark />}
          </span>
        </SwitchButton>
        {(description || isUnset) && (
          <Text slot="description" className="facet-description">
            {isUnset ? SWITCH_UNSET_TEXT : null}
            {isUnset && description ? '. ' : null}
            {description}
          </Text>
        )}
        <FieldError className="facet-error">{message}</FieldError>
      </SwitchField>
      {!isRequired && value !== null && (
        <Button className="facet-button facet-button--quiet" onPress={clear} isDisabled={isDisabled} aria-label={`Clear ${label}`}>
          Clear
        </Button>
      )}
    </div>
  );
}
