/**
 * The raw result as pretty-printed JSON with a copy button. Files and Blobs (in variables shown
 * back) print as a short description instead of `{}`.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { JSON_INDENT_SPACES } from './constants.ts';

export interface ResultJsonProps {
  value: unknown;
  /** Accessible name of the code block. @default 'Result as JSON' */
  label?: string;
  /** Copies text; @default navigator.clipboard.writeText */
  copy?: (text: string) => Promise<void>;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function ResultJson({ value, label = 'Result as JSON', copy = defaultCopy }: ResultJsonProps) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const text = toJsonText(value);
  const onCopy = () => {
    copy(text).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };
  return (
    <div className="facet-json">
      <div className="facet-json-toolbar">
        <Button className="facet-button" onPress={onCopy}>
          Copy JSON
        </Button>
        <span role="status" className="facet-json-status">
          {copyState === 'copied' ? 'Copied' : copyState === 'failed' ? 'Copy failed: the clipboard is not available' : ''}
        </span>
      </div>
      <pre className="facet-json-code" tabIndex={0} role="region" aria-label={label}>
        <code>{text}</code>
      </pre>
    </div>
  );
}

/** JSON.stringify with two-space indent; File/Blob become "[File name.png, 12 bytes]". */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof File !== 'undefined' && v instanceof File) return `[File ${v.name}, ${v.size} bytes]`;
      if (typeof Blob !== 'undefined' && v instanceof Blob) return `[Blob, ${v.size} bytes]`;
      if (typeof v === 'bigint') return v.toString();
      return v;
    },
    JSON_INDENT_SPACES,
  );
  return text ?? 'undefined';
}

function defaultCopy(text: string): Promise<void> {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard) return Promise.reject(new Error('Clipboard unavailable'));
  return clipboard.writeText(text);
}
