// `/type/:name`: one named type of the current schema — kind, description, fields with their
// arguments (type, default, description), deprecations with their reasons, enum values, input
// fields, interfaces and possible types — with every named type it mentions a link to its own
// page (PRODUCT.md §3, issue 6 "/type/:name"). `/type` lists every type. The model comes from
// src/schema's describeType/listTypes; this file only renders it.
import { useMemo, useState } from 'react';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { Link, useParams } from 'wouter';
import {
  describeType,
  listTypes,
  safeLinkUrl,
  type EnumValueReference,
  type FieldReference,
  type InputValueReference,
  type TypeKind,
  type TypeReference,
} from '../schema/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { Markdown } from '../ui/format/markdown.tsx';

const KIND_LABELS: Record<TypeKind, string> = {
  OBJECT: 'Object type',
  INTERFACE: 'Interface',
  UNION: 'Union',
  ENUM: 'Enum',
  INPUT_OBJECT: 'Input type',
  SCALAR: 'Scalar',
};

const ROOT_LABELS = { query: 'queries', mutation: 'mutations', subscription: 'subscriptions' } as const;

/** The page of one type; the route parameter is URL-encoded by wouter's matcher. */
export function TypeReferenceScreen() {
  useSignals();
  const { schemaSource } = useApp();
  const params = useParams<{ name: string }>();
  const name = safeDecode(params.name ?? '');
  const schema = schemaSource.schema.value;
  const reference = useMemo(() => (schema ? describeType(schema, name) : null), [schema, name]);

  if (!schema) return <SchemaMissing status={schemaSource.status.value} heading={`Type ${name}`} />;
  if (!reference) {
    return (
      <section aria-labelledby="type-heading">
        <h1 id="type-heading">Unknown type</h1>
        <p>
          The schema of this endpoint has no type named <code>{name}</code>.
        </p>
        <p>
          <Link href="/type" className="facet-link">
            Browse all types
          </Link>{' '}
          or{' '}
          <Link href="/" className="facet-link">
            go to the overview
          </Link>
          .
        </p>
      </section>
    );
  }
  return <TypeReferenceView reference={reference} />;
}

/** Renders a type's reference model (exported for reuse; the screen feeds it from the schema). */
function TypeReferenceView({ reference }: { reference: TypeReference }) {
  const r = reference;
  return (
    <article aria-labelledby="type-heading" className="facet-type">
      <p className="facet-muted">
        <Link href="/type" className="facet-link">
          All types
        </Link>
      </p>
      <h1 id="type-heading">
        <code>{r.name}</code>
      </h1>
      <p data-testid="type-kind">
        {KIND_LABELS[r.kind]}
        {r.isBuiltIn ? ' (built in)' : ''}
        {r.rootKind ? ` — the root of ${ROOT_LABELS[r.rootKind]}` : ''}
      </p>
      {r.description ? <Markdown text={r.description} className="facet-type-description" /> : <p className="facet-muted">No description.</p>}
      {r.specifiedByURL ? (
        <p>
          Specified by{' '}
          {/* The URL policy (issue 12 item 2): a schema's URL is a link only when it is http(s) or relative. */}
          {safeLinkUrl(r.specifiedByURL) ? (
            <a href={safeLinkUrl(r.specifiedByURL)!} className="facet-link" rel="noreferrer noopener">
              {r.specifiedByURL}
            </a>
          ) : (
            <span className="facet-text">{r.specifiedByURL}</span>
          )}
        </p>
      ) : null}
      {r.interfaces.length > 0 ? <TypeLinks heading="Implements" names={r.interfaces} /> : null}
      {r.possibleTypes.length > 0 ? (
        <TypeLinks heading={r.kind === 'UNION' ? 'Members' : 'Implemented by'} names={r.possibleTypes} />
      ) : null}
      {r.fields.length > 0 ? (
        <section aria-labelledby="type-fields-heading">
          <h2 id="type-fields-heading">
            {r.kind === 'INPUT_OBJECT' ? 'Input fields' : 'Fields'} ({r.fields.length})
          </h2>
          <dl className="facet-type-fields">
            {r.fields.map((field) => (
              <FieldEntry key={field.name} field={field} isInput={r.kind === 'INPUT_OBJECT'} rootKind={r.rootKind} />
            ))}
          </dl>
        </section>
      ) : null}
      {r.enumValues.length > 0 ? (
        <section aria-labelledby="type-values-heading">
          <h2 id="type-values-heading">Values ({r.enumValues.length})</h2>
          <dl className="facet-type-fields">
            {r.enumValues.map((value) => (
              <EnumValueEntry key={value.name} value={value} />
            ))}
          </dl>
        </section>
      ) : null}
      {r.kind === 'SCALAR' ? (
        <p className="facet-muted">A scalar is a leaf value; its wire format is whatever the server defines{r.isBuiltIn ? ' (GraphQL specification)' : ''}.</p>
      ) : null}
      {r.referencedTypes.length > 0 ? <TypeLinks heading="Types mentioned here" names={r.referencedTypes} /> : null}
    </article>
  );
}

function FieldEntry({ field, isInput, rootKind }: { field: FieldReference; isInput: boolean; rootKind: TypeReference['rootKind'] }) {
  return (
    <div className="facet-type-field" data-field={field.name}>
      <dt>
        <code>{field.name}</code>
        {field.args.length > 0 ? '(…)' : ''}: <TypeLink label={field.typeLabel} name={field.typeName} />
        {isInput && field.defaultValue !== null ? (
          <>
            {' '}
            = <code>{field.defaultValue}</code>
          </>
        ) : null}
        {rootKind ? (
          <>
            {' '}
            <Link href={`/${rootKind}/${encodeURIComponent(field.name)}`} className="facet-link">
              Open {field.name}
            </Link>
          </>
        ) : null}
      </dt>
      <dd>
        <Markdown text={field.description} className="facet-type-description" />
        <Deprecation isDeprecated={field.isDeprecated} reason={field.deprecationReason} />
        {field.args.length > 0 ? (
          <>
            <p className="facet-type-args-heading">Arguments</p>
            <ul className="facet-type-args">
              {field.args.map((arg) => (
                <ArgumentEntry key={arg.name} arg={arg} />
              ))}
            </ul>
          </>
        ) : null}
      </dd>
    </div>
  );
}

function ArgumentEntry({ arg }: { arg: InputValueReference }) {
  return (
    <li data-argument={arg.name}>
      <code>{arg.name}</code>: <TypeLink label={arg.typeLabel} name={arg.typeName} />
      {arg.defaultValue !== null ? (
        <>
          {' '}
          = <code>{arg.defaultValue}</code>
        </>
      ) : null}
      {arg.description ? <> — <Markdown text={arg.description} inline /></> : null}
      <Deprecation isDeprecated={arg.isDeprecated} reason={arg.deprecationReason} />
    </li>
  );
}

function EnumValueEntry({ value }: { value: EnumValueReference }) {
  return (
    <div className="facet-type-field" data-value={value.name}>
      <dt>
        <code>{value.name}</code>
      </dt>
      <dd>
        <Markdown text={value.description} className="facet-type-description" />
        <Deprecation isDeprecated={value.isDeprecated} reason={value.deprecationReason} />
      </dd>
    </div>
  );
}

function Deprecation({ isDeprecated, reason }: { isDeprecated: boolean; reason: string | null }) {
  if (!isDeprecated) return null;
  return (
    <p className="facet-deprecation">
      <strong>Deprecated</strong>
      {reason ? `: ${reason}` : ''}
    </p>
  );
}

/** `[Category!]!` with `Category` a link to its page; the wrapping punctuation stays text. */
function TypeLink({ label, name }: { label: string; name: string }) {
  const at = label.indexOf(name);
  const before = at >= 0 ? label.slice(0, at) : '';
  const after = at >= 0 ? label.slice(at + name.length) : '';
  return (
    <code>
      {before}
      <Link href={`/type/${encodeURIComponent(name)}`} className="facet-link">
        {name}
      </Link>
      {after}
    </code>
  );
}

function TypeLinks({ heading, names }: { heading: string; names: readonly string[] }) {
  return (
    <section className="facet-type-links">
      <h2>{heading}</h2>
      <ul>
        {names.map((n) => (
          <li key={n}>
            <Link href={`/type/${encodeURIComponent(n)}`} className="facet-link">
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/type`: every type of the schema by name, with a filter. */
export function TypeIndexScreen() {
  useSignals();
  const { schemaSource } = useApp();
  const schema = schemaSource.schema.value;
  const types = useMemo(() => (schema ? listTypes(schema) : []), [schema]);
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const shown = needle ? types.filter((t) => t.name.toLowerCase().includes(needle)) : types;

  if (!schema) return <SchemaMissing status={schemaSource.status.value} heading="Types" />;
  return (
    <section aria-labelledby="types-heading">
      <h1 id="types-heading">Types</h1>
      <SearchField className="facet-field" value={text} onChange={setText}>
        <Label>Filter types</Label>
        <Input className="facet-input" />
      </SearchField>
      <p role="status" className="facet-muted">
        {shown.length === types.length ? `${types.length} types` : `${shown.length} of ${types.length} types`}
      </p>
      <ul className="facet-type-index">
        {shown.map((t) => (
          <li key={t.name}>
            <Link href={`/type/${encodeURIComponent(t.name)}`} className="facet-link">
              {t.name}
            </Link>{' '}
            <span className="facet-muted">{KIND_LABELS[t.kind]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SchemaMissing({ status, heading }: { status: string; heading: string }) {
  return (
    <section aria-labelledby="type-heading">
      <h1 id="type-heading">{heading}</h1>
      {status === 'loading' ? (
        <p role="status">Loading the schema…</p>
      ) : (
        <p>
          The schema is not available.{' '}
          <Link href="/" className="facet-link">
            The overview
          </Link>{' '}
          says why.
        </p>
      )}
    </section>
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
