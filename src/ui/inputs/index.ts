// Inputs: one widget per argument kind, the registry that maps each kind to its widget, and the
// form that lays them out from the schema.
// The date, date-time and time pickers are left out on purpose: the registry loads them lazily,
// and a static re-export here would pull them into the first screen.
export { ArgumentForm, isFilled, pathKey, type ArgumentFormProps, type FormProblems } from './argument-form.tsx';
export { EnumSelect, ENUM_UNSET_LABEL, type EnumOption, type EnumSelectProps } from './enum-select.tsx';
export { FieldLabel, RequiredMark } from './field-label.tsx';
export type { CommonProps, FormContext, WidgetSlot } from './form-state.ts';
export { WIDGET_REGISTRY } from './widget-registry.tsx';
export { fieldState, type FieldProps } from './field-props.ts';
export {
  CollapsibleFieldset, Fieldset, RepeatableFieldset,
  type CollapsibleFieldsetProps, type FieldsetProps, type RepeatableFieldsetProps,
} from './fieldset.tsx';
export { FileInput, isAcceptedFile, type FileInputProps } from './file-input.tsx';
export { JsonInput, parseJsonText, type JsonInputProps, type JsonParseResult } from './json-input.tsx';
export { NumberInput, validateNumber, type NumberInputProps } from './number-input.tsx';
export { NO_RATING_LABEL, RatingInput, starLabel, type RatingInputProps } from './rating-input.tsx';
export { SWITCH_UNSET_TEXT, SwitchInput, type SwitchInputProps } from './switch-input.tsx';
export { parseTag, TagsInput, type TagItem, type TagsInputProps } from './tags-input.tsx';
export { TextInput, validateText, type TextInputKind, type TextInputProps } from './text-input.tsx';
