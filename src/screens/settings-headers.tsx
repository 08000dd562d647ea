// The headers editor of /settings (issue 14 §1): one row per header, name and value, with Add and
// Remove. Rows are checked by the store (header-rules.ts) when the form is saved; each row's
// messages show under its fields. A value whose name sounds like a credential (x-api-key,
// Authorization, x-hasura-admin-secret, X-Shopify-Storefront-Access-Token…) is masked, with Show.
import { Button } from 'react-aria-components/Button';
import { isSecretHeaderName, type HeaderRow, type HeaderRowErrors } from '../store/index.ts';
import { Fieldset, TextInput } from '../ui/inputs/index.ts';

export interface HeadersEditorProps {
  rows: readonly HeaderRow[];
  onChange(rows: HeaderRow[]): void;
  /** The store's message for the rows as a whole. */
  errorMessage?: string | null;
  /** Per-row messages from the store, by index. */
  rowErrors?: readonly HeaderRowErrors[];
}

export function HeadersEditor({ rows, onChange, errorMessage = null, rowErrors = [] }: HeadersEditorProps) {
  const update = (index: number, change: Partial<HeaderRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Fieldset
      label="Request headers"
      description="Sent with every request (queries, mutations, introspection, uploads) and in the WebSocket connection parameters, to this endpoint only."
      errorMessage={errorMessage}
    >
      {rows.length === 0 && <p className="facet-muted">No extra headers.</p>}
      {rows.map((row, index) => (
        <div className="facet-header-row" key={index}>
          <TextInput
            label={`Header ${index + 1} name`}
            kind="text"
            value={row.name}
            onChange={(v) => update(index, { name: v ?? '' })}
            isRequired
            errorMessage={rowErrors[index]?.name ?? null}
          />
          <TextInput
            label={`Header ${index + 1} value`}
            kind="text"
            value={row.value}
            onChange={(v) => update(index, { value: v ?? '' })}
            isSecret={isSecretHeaderName(row.name)}
            isRequired
            errorMessage={rowErrors[index]?.value ?? null}
          />
          <Button className="facet-button facet-button-quiet" onPress={() => onChange(rows.filter((_, i) => i !== index))}>
            Remove header {index + 1}
          </Button>
        </div>
      ))}
      <Button className="facet-button" onPress={() => onChange([...rows, { name: '', value: '' }])}>
        Add header
      </Button>
    </Fieldset>
  );
}
