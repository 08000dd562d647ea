// The endpoint form's first fields on /settings: the endpoint's name, where it is (HTTP and
// WebSocket), and the storage name of its token.
import { useApp, useSignals } from '../ui/frame/index.ts';
import { TextInput } from '../ui/inputs/index.ts';
import type { SettingsDraft } from './settings-draft.ts';

export function ConnectionFields({ form }: { form: SettingsDraft }) {
  useSignals();
  const { store } = useApp();
  const { draft, set, errors } = form;
  const profileCount = store.settings.profiles.value.length;
  return (
    <>
      <TextInput
        label="Endpoint name"
        kind="text"
        value={form.name}
        onChange={(v) => form.setName(v ?? '')}
        description={
          profileCount > 1
            ? `One of ${profileCount} saved endpoints; switch between them in the header. Links name it, never its token or headers.`
            : 'Save these settings under another name to keep several endpoints and switch between them in the header.'
        }
        isRequired
        errorMessage={errors.name ?? null}
      />
      <TextInput
        label="GraphQL endpoint"
        kind="text"
        value={draft.endpoint}
        onChange={(v) => set('endpoint', v ?? '')}
        description="HTTP address of the API; a path such as /graphql is resolved against this page."
        isRequired
        errorMessage={errors.endpoint ?? null}
      />
      <TextInput
        label="WebSocket endpoint"
        kind="text"
        value={draft.wsEndpoint}
        onChange={(v) => set('wsEndpoint', v)}
        description="ws:// or wss:// address for subscriptions, or a path such as /graphql; leave empty for none."
        errorMessage={errors.wsEndpoint ?? null}
      />
      <TextInput
        label="Token name"
        kind="text"
        value={draft.tokenName}
        onChange={(v) => set('tokenName', v ?? '')}
        description="localStorage key the bearer token is read from at send time."
        isRequired
        errorMessage={errors.tokenName ?? null}
      />
    </>
  );
}
