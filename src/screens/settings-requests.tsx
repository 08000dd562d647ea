// How the endpoint form's requests are sent on /settings: persisted queries and hashed GET, the
// CSRF preflight header, extra headers, the generated documents' depth, and the limits every HTTP
// request gets (issue 25 §4: the timeout and the response size, the transport's defaults shown).
import { storeConstants } from '../store/index.ts';
import { Fieldset, NumberInput, SwitchInput, TextInput } from '../ui/inputs/index.ts';
import { HeadersEditor } from './settings-headers.tsx';
import type { SettingsDraft } from './settings-draft.ts';

const { DEFAULT_REQUEST_TIMEOUT_S, DEFAULT_MAX_RESPONSE_MIB } = storeConstants;

/** An emptied number field is kept in the draft as NaN (which the store refuses) and shown empty again. */
const emptiedAsNull = (value: number) => (Number.isNaN(value) ? null : value);

export function RequestFields({ form }: { form: SettingsDraft }) {
  const { draft, set, errors } = form;
  return (
    <>
      <SwitchInput
        label="Persisted queries"
        value={draft.persistedQueries}
        onChange={(v) => set('persistedQueries', v ?? false)}
        description="Send a SHA-256 hash first (Apollo automatic persisted queries)."
        isRequired
        errorMessage={errors.persistedQueries ?? null}
      />
      <SwitchInput
        label="Send hashed queries as GET"
        value={draft.useGetForHashedQueries}
        onChange={(v) => set('useGetForHashedQueries', v ?? false)}
        description="Only with persisted queries on: hashed queries (never mutations) go as GET, which a CDN can cache."
        isRequired
        isDisabled={!draft.persistedQueries}
        errorMessage={errors.useGetForHashedQueries ?? null}
      />
      <Fieldset
        label="CSRF preflight header"
        description="Sent with uploads and GET requests so CSRF-protected servers accept them, e.g. Apollo-Require-Preflight: true, or x-graphql-yoga-csrf for graphql-yoga."
      >
        <TextInput
          label="Header name"
          kind="text"
          value={draft.preflightHeaderName}
          onChange={(v) => set('preflightHeaderName', v ?? '')}
          isRequired
          errorMessage={errors.preflightHeaderName ?? null}
        />
        <TextInput
          label="Header value"
          kind="text"
          value={draft.preflightHeaderValue}
          onChange={(v) => set('preflightHeaderValue', v ?? '')}
          isRequired
          errorMessage={errors.preflightHeaderValue ?? null}
        />
      </Fieldset>
      <HeadersEditor rows={draft.headers} onChange={(rows) => set('headers', rows)} errorMessage={errors.headers ?? null} rowErrors={errors.headerRows ?? []} />
      <NumberInput
        label="Selection depth"
        kind="Int"
        value={draft.selectionDepth}
        onChange={(v) => set('selectionDepth', v ?? storeConstants.DEFAULT_SELECTION_DEPTH)}
        minValue={storeConstants.MIN_SELECTION_DEPTH}
        maxValue={storeConstants.MAX_SELECTION_DEPTH}
        description="How deep generated documents select nested objects."
        isRequired
        errorMessage={errors.selectionDepth ?? null}
      />
      {/* No bounds on the fields themselves: the store's check refuses an out-of-range or emptied value at Save, with its message. */}
      <NumberInput
        label="Request timeout (seconds)"
        kind="Int"
        value={emptiedAsNull(draft.requestTimeoutSeconds)}
        onChange={(v) => set('requestTimeoutSeconds', v ?? Number.NaN)}
        description={`How long a request may wait for its whole answer before it fails; 0 waits without limit. Default: ${DEFAULT_REQUEST_TIMEOUT_S}\u00a0seconds.`}
        isRequired
        errorMessage={errors.requestTimeoutSeconds ?? null}
      />
      <NumberInput
        label="Response size limit (MiB)"
        kind="Int"
        value={emptiedAsNull(draft.maxResponseMiB)}
        onChange={(v) => set('maxResponseMiB', v ?? Number.NaN)}
        description={`A larger answer fails, and the rest of it is not downloaded; ${storeConstants.MIN_MAX_RESPONSE_MIB}–${storeConstants.MAX_MAX_RESPONSE_MIB}\u00a0MiB. Default: ${DEFAULT_MAX_RESPONSE_MIB}\u00a0MiB.`}
        isRequired
        errorMessage={errors.maxResponseMiB ?? null}
      />
    </>
  );
}
