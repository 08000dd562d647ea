// A generated form field's help text (issue 13 item 5, issue 16 "Speak the user's language"): the
// schema description, which the GraphQL spec makes CommonMark, drawn as safe Markdown (no raw
// HTML, links only to http(s) and opened without opener or referrer; format/markdown.tsx, which
// shows plain text while its parser loads), then the deprecation when there is one. No type
// signature: the type is a quiet detail apart (FieldType), so what is read out with the field is
// words for people.
import type { ReactNode } from 'react';
import type { FormField } from '../../schema/index.ts';
import { Markdown } from '../format/markdown.tsx';

/** Help for one field, or null when the schema says nothing about it (so the widget draws no help). */
export function fieldHelp(field: Pick<FormField, 'help' | 'deprecationReason'>): ReactNode {
  const { help, deprecationReason } = field;
  if (!help && deprecationReason === null) return null;
  return (
    <>
      {help ? <Markdown text={help} inline /> : null}
      {help && deprecationReason !== null ? ' ' : null}
      {deprecationReason !== null ? <>Deprecated: {deprecationReason ? <Markdown text={deprecationReason} inline /> : 'no reason given'}</> : null}
    </>
  );
}

/** The field's GraphQL type ("[Category!]"), for those who want it: small and muted, not part of the help. */
export function FieldType({ typeLabel }: { typeLabel: string }) {
  return <small className="facet-field-type">{typeLabel}</small>;
}
