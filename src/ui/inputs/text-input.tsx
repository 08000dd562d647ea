// Text input for String, ID and string-like custom scalars (URL, email, phone, UUID, ObjectID,
// ULID, duration, colour, and big numbers kept as strings): PRODUCT.md §4 "String, ID → text field"; ui.md §4.1. Built on react-aria-components' TextField, so the label,
// help text and error are linked by React Aria (aria-labelledby / aria-describedby).
//
// Wire value: the typed string; an emptied field emits `null` ("not given"), so a screen can
// omit the argument. Formatted kinds are checked (absolute URL; local@domain; UUID; ObjectID and
// ULID, whose messages name the length or character that is wrong; ISO 8601 duration; colours in the notation their graphql-scalars scalar takes; integer or decimal digits
// for BigInt/Decimal, which stay strings to keep their precision) and the problem is shown next
// to the field once the user has left it; the value is still emitted so the form keeps what was
// typed, and `onValidationChange` tells the form not to send.
//
// Secrets (`isSecret`, ui.md §2 item 20 "masked in the UI") are a password input with a "Show"
// toggle button (aria-pressed, aria-controls the input), never spell-checked or autocompleted, so
// a revealed value is not sent to a spelling service either.
import { useId, useState } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { FieldLabel } from './field-label.tsx';
import { useValidationReport } from './use-validation-report.ts';
import { fieldState, type FieldProps } from './field-props.ts';

export type TextInputKind =
  | 'text' | 'id' | 'url' | 'email' | 'tel' | 'uuid' | 'object-id' | 'ulid' | 'duration'
  | 'hex-color' | 'rgb-color' | 'rgba-color' | 'hsl-color' | 'hsla-color' | 'color'
  | 'bigint' | 'decimal';

export interface TextInputProps extends FieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  /**
   * text (String), id (ID, monospace), url (URL/URI), email (EmailAddress), tel (PhoneNumber),
   * uuid (UUID, GUID), object-id (MongoDB ObjectID), ulid (ULID), duration (ISO 8601), hex-color / rgb-color / rgba-color / hsl-color / hsla-color
   * (graphql-scalars HexColorCode, RGB, RGBA, HSL, HSLA), color (a colour of unknown notation:
   * any text), bigint / decimal (BigInt, Long / Decimal). @default 'text'
   */
  kind?: TextInputKind;
  /** A password, token or key: masked, with a "Show" toggle. @default false */
  isSecret?: boolean;
  /** Called with this widget's own validation problem (null when valid) whenever it changes. */
  onValidationChange?(message: string | null): void;
  placeholder?: string;
  autoFocus?: boolean;
}

const INPUT_TYPE: Record<TextInputKind, 'text' | 'url' | 'email' | 'tel'> = {
  text: 'text', id: 'text', url: 'url', email: 'email', tel: 'tel', uuid: 'text', 'object-id': 'text', ulid: 'text', duration: 'text',
  'hex-color': 'text', 'rgb-color': 'text', 'rgba-color': 'text', 'hsl-color': 'text', 'hsla-color': 'text', color: 'text',
  bigint: 'text', decimal: 'text',
};

const MONOSPACE_KINDS: ReadonlySet<TextInputKind> = new Set([
  'id', 'uuid', 'object-id', 'ulid', 'duration', 'hex-color', 'rgb-color', 'rgba-color', 'hsl-color', 'hsla-color', 'color', 'bigint', 'decimal',
]);

// Colour notations as graphql-scalars checks them: a number (integer or decimal); RGB channels
// either all percentages or none; HSL saturation and lightness in percent; alpha a number.
const NUMBER = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)`;
const RGB_CHANNELS = String.raw`\s*${NUMBER}(%?)\s*,\s*${NUMBER}\1\s*,\s*${NUMBER}\1\s*`;
const HSL_CHANNELS = String.raw`\s*${NUMBER}\s*,\s*${NUMBER}%\s*,\s*${NUMBER}%\s*`;
const ALPHA = String.raw`,\s*${NUMBER}\s*`;

/** Patterns and the message shown when a value does not match. */
const FORMATS: Partial<Record<TextInputKind, [RegExp, string]>> = {
  uuid: [/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Enter a UUID, e.g. 123e4567-e89b-12d3-a456-426614174000'],
  duration: [/^-?P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/, 'Enter an ISO 8601 duration, e.g. PT1H30M'],
  'hex-color': [/^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Enter a hex colour, e.g. #1a73e8'],
  'rgb-color': [new RegExp(`^rgb\\(${RGB_CHANNELS}\\)$`), 'Enter an RGB colour, e.g. rgb(26, 115, 232)'],
  'rgba-color': [new RegExp(`^rgba\\(${RGB_CHANNELS}${ALPHA}\\)$`), 'Enter an RGBA colour, e.g. rgba(26, 115, 232, 0.5)'],
  'hsl-color': [new RegExp(`^hsl\\(${HSL_CHANNELS}\\)$`), 'Enter an HSL colour, e.g. hsl(217, 81%, 51%)'],
  'hsla-color': [new RegExp(`^hsla\\(${HSL_CHANNELS}${ALPHA}\\)$`), 'Enter an HSLA colour, e.g. hsla(217, 81%, 51%, 0.5)'],
  bigint: [/^-?\d+$/, 'Enter a whole number (digits only)'],
  decimal: [/^-?\d+(\.\d+)?$/, 'Enter a number, e.g. 12.50'],
};

/** A fixed-length identifier: what it is, its alphabet, and what its first character may be. */
interface IdFormat {
  expected: string;
  length: number;
  character: RegExp;
  characterName: string;
  first?: { character: RegExp; rule: string };
}

/**
 * Identifiers checked character by character, so the message can say what is wrong: MongoDB's
 * ObjectID (graphql-scalars `/^[A-Fa-f0-9]{24}$/`) and ULID (graphql-scalars: Crockford base32,
 * which leaves out I, L, O and U, in any case; a 48-bit time leads, so the first is 0–7).
 */
const ID_FORMATS: Partial<Record<TextInputKind, IdFormat>> = {
  'object-id': {
    expected: 'Enter a MongoDB ObjectID: 24 hexadecimal characters (0–9, a–f), e.g. 5e5677d71bdc2ae76344968c',
    length: 24,
    character: /^[0-9a-f]$/i,
    characterName: 'a hexadecimal character',
  },
  ulid: {
    expected: 'Enter a ULID: 26 Crockford base32 characters (0–9 and A–Z without I, L, O, U), e.g. 01ARZ3NDEKTSV4RRFFQ69G5FAV',
    length: 26,
    character: /^[0-9a-hjkmnp-tv-z]$/i,
    characterName: 'a Crockford base32 character',
    first: { character: /^[0-7]$/, rule: 'a ULID starts with 0–7' },
  },
};

/** The typed value in quotes, shortened so a pasted paragraph does not fill the message. */
function quoted(text: string): string {
  return `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
}

/** What is wrong with an identifier: the expected form, then the first problem with what was typed. */
function idProblem(format: IdFormat, value: string): string | null {
  const typed = value.trim();
  const stray = [...typed].find((char) => !format.character.test(char));
  if (stray !== undefined) return `${format.expected}. ${quoted(typed)} contains “${stray}”, which is not ${format.characterName}.`;
  if (typed.length !== format.length) return `${format.expected}. ${quoted(typed)} has ${typed.length}.`;
  if (format.first && !format.first.character.test(typed.charAt(0))) {
    return `${format.expected}. ${quoted(typed)} starts with “${typed.charAt(0)}”; ${format.first.rule}.`;
  }
  return null;
}

/** The problem with `value` for `kind`, or null. Exported for forms that validate before sending. */
export function validateText(kind: TextInputKind, value: string | null): string | null {
  if (!value) return null;
  const id = ID_FORMATS[kind];
  if (id) return idProblem(id, value);
  if (kind === 'url' && !isAbsoluteUrl(value)) return 'Enter a full address, e.g. https://example.com/page';
  // Deliberately loose (one @, a dot in the domain, no spaces): servers have their own rules.
  if (kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'Enter an email address, e.g. name@example.com';
  const format = FORMATS[kind];
  if (format && !format[0].test(value.trim())) return format[1];
  return null;
}

function isAbsoluteUrl(value: string): boolean {
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function TextInput(props: TextInputProps) {
  const { label, value, onChange, kind = 'text', isSecret = false, description, isRequired = false, isDisabled = false,
    errorMessage, onValidationChange, placeholder, name, autoFocus } = props;
  const [isTouched, setTouched] = useState(false);
  const [isRevealed, setRevealed] = useState(false);
  const inputId = useId();
  const ownMessage = validateText(kind, value);
  useValidationReport(ownMessage, onValidationChange);
  const message = (isTouched ? ownMessage : null) ?? errorMessage ?? null;
  const isVerbatim = isSecret || (kind !== 'text' && kind !== 'tel');

  return (
    <TextField
      className={`facet-field facet-text-input facet-text-input--${kind}${MONOSPACE_KINDS.has(kind) ? ' facet-text-input--mono' : ''}${isSecret ? ' facet-text-input--secret' : ''}`}
      id={inputId}
      value={value ?? ''}
      onChange={(text) => onChange(text === '' ? null : text)}
      onBlur={() => setTouched(true)}
      type={isSecret && !isRevealed ? 'password' : INPUT_TYPE[kind]}
      {...fieldState(isRequired, isDisabled, message, name)}
      autoFocus={autoFocus}
      {...(isVerbatim ? { spellCheck: 'false', autoCapitalize: 'none' } : {})}
      {...(isSecret ? { autoComplete: 'off' } : {})}
      inputMode={kind === 'bigint' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      {isSecret ? (
        <div className="facet-secret-group">
          <Input className="facet-input" placeholder={placeholder} />
          <ToggleButton
            className="facet-button facet-secret-toggle"
            isSelected={isRevealed}
            onChange={setRevealed}
            isDisabled={isDisabled}
            aria-label={`Show ${label}`}
            aria-controls={inputId}
          >
            Show
          </ToggleButton>
        </div>
      ) : (
        <Input className="facet-input" placeholder={placeholder} />
      )}
      {description && <Text slot="description" className="facet-description">{description}</Text>}
      <FieldError className="facet-error">{message}</FieldError>
    </TextField>
  );
}
