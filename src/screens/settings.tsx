// `/settings`: endpoint, WebSocket endpoint, token name, token (sign in / sign out), persisted
// queries, hashed queries as GET, the CSRF preflight header, request headers, selection depth, the
// request timeout and response size limit. Validated by the store; nothing invalid is saved, and
// the form keeps what the user typed next to each message (PRODUCT.md §3, issue 6 "Settings
// screen"). The form edits the active saved endpoint (issue 14 §1), which can be renamed, removed
// or saved as a new one; switching to another endpoint starts the form again from its settings.
// Below them, the session (settings-session.tsx) and the colour scheme (settings-appearance.tsx),
// which belongs to the browser rather than to an endpoint.
import { useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useFocusFirstInvalid } from '../ui/hooks/index.ts';
import { AppearanceSettings } from './settings-appearance.tsx';
import { ConnectionFields } from './settings-connection.tsx';
import { useSettingsDraft } from './settings-draft.ts';
import { RequestFields } from './settings-requests.tsx';
import { SessionSettings } from './settings-session.tsx';

export function SettingsScreen() {
  useSignals();
  const { store } = useApp();
  // A switch (here or in the header) starts the form again from the other endpoint's settings.
  return <SettingsForm key={store.settings.activeProfile.value.id} />;
}

function SettingsForm() {
  useSignals();
  const { store } = useApp();
  const form = useSettingsDraft();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.refusals);
  return (
    <section aria-labelledby="settings-heading" className="facet-settings">
      <h1 id="settings-heading">Settings</h1>
      <Form ref={formRef} onSubmit={form.save} validationBehavior="aria" className="facet-form">
        <h2>Connection</h2>
        <ConnectionFields form={form} />
        <RequestFields form={form} />
        <div className="facet-form-actions">
          <Button type="submit" className="facet-button facet-button-primary">
            Save settings
          </Button>
          <Button className="facet-button" onPress={form.restoreDefaults}>
            Restore defaults
          </Button>
          <Button className="facet-button" onPress={form.saveAsNew}>
            Save as a new endpoint
          </Button>
          {store.settings.profiles.value.length > 1 && (
            <Button className="facet-button" onPress={form.remove}>
              Remove this endpoint
            </Button>
          )}
        </div>
        <p role="status" className="facet-muted">
          {form.savedMessage}
        </p>
      </Form>
      <SessionSettings />
      <AppearanceSettings />
    </section>
  );
}
