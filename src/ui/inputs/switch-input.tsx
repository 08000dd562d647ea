// Switch for Boolean arguments: PRODUCT.md §4 "Boolean → switch"; ui.md §4.1. Built on
// react-aria-components' SwitchField + SwitchButton (role="switch", Space toggles).
//
// A nullable Boolean has three states: true, false and "not set" (the argument is left out).
// A switch shows only two, so an optional switch in the not-set state says so in its help text
// ("Not set"), and, once set, offers a "Clear" button that returns it to not set (focus goes back
// to the switch). A required Boolean whose value is still null shows as off; screens should start
// it at the schema default or false. Wire value: true, false, or null.
//
// Four looks that cannot be mistaken for each other (issue 16: "an unset switch looks disabled"):
// on (filled track, thumb right), off (outlined track, solid thumb left), not set (dashed track, a
// hollow thumb in the middle) and disabled (greyed, not-allowed), each with its state word beside
// the label ("On", "Off", "Not set"). The word is hidden from assistive technology, which hears
// the switch's own checked state, and for not set the description "Not set".
import { useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { SwitchButton, SwitchField } from 'react-aria-components/Switch';
import { Text } from 'react-aria-components/Text';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { RequiredMark } from './field-label.tsx';
import { fieldState, type FieldProps } from './field-props.ts';

export interface SwitchInputProps extends FieldProps {
  label: string;
  value: boolean | null;
  onChange(value: boolean | null): void;
  /** Non-null Boolean: no "not set" state and no Clear button. */
  isRequired?: boolean;
}

/** Shown beside the label, and read as its description, while an optional switch has no value. */
export const SWITCH_UNSET_TEXT = 'Not set';
const STATE_WORDS = { unset: SWITCH_UNSET_TEXT, on: 'On', off: 'Off' } as const;

export function SwitchInput(props: SwitchInputProps) {
  const { label, value, onChange, description, isRequired = false, isDisabled = false, errorMessage, name } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const isUnset = !isRequired && value === null;
  const state = isUnset ? 'unset' : value === true ? 'on' : 'off';
  const message = errorMessage ?? null;

  function clear() {
    onChange(null);
    inputRef.current?.focus();
  }

  return (
    <div className="facet-field facet-switch-input" data-unset={isUnset || undefined} data-state={state}>
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
          <span className="facet-switch-state" aria-hidden="true">{STATE_WORDS[state]}</span>
        </SwitchButton>
        {(description || isUnset) && (
          <Text slot="description" className="facet-description">
            {/* Seen beside the label already; heard here. */}
            {isUnset && <VisuallyHidden>{description ? `${SWITCH_UNSET_TEXT}. ` : SWITCH_UNSET_TEXT}</VisuallyHidden>}
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
