// `/settings`: endpoint, WebSocket endpoint, token name, token (sign in / sign out), persisted
// queries, hashed queries as GET, the CSRF preflight header, request headers, selection depth.
// Validated by the store; nothing invalid is saved, and the form keeps what the user typed next
// to each message (PRODUCT.md §3, issue 6 "Settings screen"). The form edits the active saved
// endpoint (issue 14 §1), which can be renamed, removed or saved as a new one; switching to
// another endpoint starts the form again from its settings. Below them, the colour scheme
// (settings-appearance.tsx), which belongs to the browser rather than to an endpoint.
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import { storeConstants, type Settings, type SettingsErrors } from '../store/index.ts';
import { AppearanceSettings } from './settings-appearance.tsx';
import { HeadersEditor } from './settings-headers.tsx';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { Fieldset, NumberInput, SwitchInput, TextInput } from '../ui/inputs/index.ts';

export function SettingsScreen() {
  useSignals();
  const { store } = useApp();
  // A switch (here or in the header) starts the form again from the other endpoint's settings.
  return <SettingsForm key={store.settings.activeProfile.value.id} />;
}

type ProfileErrors = SettingsErrors & { name?: string };

function SettingsForm() {
  useSignals();
  const { store } = useApp();
  const current = store.settings.values.value;
  const profile = store.settings.activeProfile.value;
  const profileCount = store.settings.profiles.value.length;
  const [draft, setDraft] = useState<Settings>(current);
  const [name, setName] = useState(profile.name);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [savedMessage, setSavedMessage] = useState('');
  const [token, setToken] = useState('');
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const changes = (): Partial<Settings> => ({ ...draft, wsEndpoint: draft.wsEndpoint?.trim() ? draft.wsEndpoint.trim() : null });

  function save(event: FormEvent) {
    event.preventDefault();
    const result = store.settings.save(changes());
    const nameError = name.trim() === profile.name ? null : store.settings.renameProfile(profile.id, name);
    if (result.ok && !nameError) {
      setErrors({});
      setSavedMessage('Settings saved.');
      store.notices.push({ kind: 'success', message: 'Settings saved' });
    } else {
      setErrors({ ...(result.ok ? {} : result.errors), ...(nameError ? { name: nameError } : {}) });
      setSavedMessage('');
    }
  }

  function saveAsNew() {
    const result = store.settings.addProfile(name, changes());
    if (result.ok) store.notices.push({ kind: 'success', message: `Saved as a new endpoint: ${name.trim()}` });
    else {
      setErrors(result.errors);
      setSavedMessage('');
    }
  }

  function signIn(event: FormEvent) {
    event.preventDefault();
    if (!token.trim()) return;
    store.session.signIn(token.trim());
    setToken('');
    store.notices.push({ kind: 'success', message: 'Signed in: the token is sent with the next request' });
  }

  return (
    <section aria-labelledby="settings-heading" className="facet-settings">
      <h1 id="settings-heading">Settings</h1>
      <Form onSubmit={save} validationBehavior="aria" className="facet-form">
        <h2>Connection</h2>
        <TextInput
          label="Endpoint name"
          kind="text"
          value={name}
          onChange={(v) => setName(v ?? '')}
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
        <HeadersEditor
          rows={draft.headers}
          onChange={(rows) => set('headers', rows)}
          errorMessage={errors.headers ?? null}
          rowErrors={errors.headerRows ?? []}
        />
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
        <div className="facet-form-actions">
          <Button type="submit" className="facet-button facet-button-primary">
            Save settings
          </Button>
          <Button
            className="facet-button"
            onPress={() => {
              store.settings.reset();
              setDraft(store.settings.values.peek());
              setErrors({});
              setSavedMessage('Defaults restored.');
            }}
          >
            Restore defaults
          </Button>
          <Button className="facet-button" onPress={saveAsNew}>
            Save as a new endpoint
          </Button>
          {profileCount > 1 && (
            <Button className="facet-button" onPress={() => store.settings.removeProfile(profile.id)}>
              Remove this endpoint
            </Button>
          )}
        </div>
        <p role="status" className="facet-muted">
          {savedMessage}
        </p>
      </Form>

      <h2>Session</h2>
      {store.session.isRefused.value ? (
        <p className="facet-session-refused" data-testid="token-refused">
          The server refused the stored token (it may have expired). Paste a fresh one below, or sign in again with the
          API's own sign-in operation.
        </p>
      ) : null}
      {store.session.isSignedIn.value && !store.session.isRefused.value ? (
        <p>
          Signed in: a token is stored under <code>{current.tokenName}</code>.{' '}
          <Button className="facet-button" onPress={() => store.session.signOut()}>
            Sign out
          </Button>
        </p>
      ) : (
        <Form onSubmit={signIn} className="facet-form">
          <TextField className="facet-field" value={token} onChange={setToken} type="password" autoComplete="off">
            <Label>Token</Label>
            <Input className="facet-input" />
          </TextField>
          <Button type="submit" className="facet-button facet-button-primary">
            Sign in with token
          </Button>
        </Form>
      )}

      <AppearanceSettings />
    </section>
  );
}
