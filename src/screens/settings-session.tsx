// The Session section of /settings: sign in with a pasted token (stored under the token name the
// endpoint form sets, and scoped to the endpoints in use: src/store/token-scope.ts), sign out, and
// what to do when the server refused the stored token.
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import { useApp, useSignals } from '../ui/frame/index.ts';

export function SessionSettings() {
  useSignals();
  const { store } = useApp();
  const [token, setToken] = useState('');
  const isRefused = store.session.isRefused.value;

  function signIn(event: FormEvent) {
    event.preventDefault();
    if (!token.trim()) return;
    store.session.signIn(token.trim());
    setToken('');
    store.notices.push({ kind: 'success', message: 'Signed in: the token is sent with the next request' });
  }

  return (
    <>
      <h2>Session</h2>
      {isRefused ? (
        <p className="facet-session-refused" data-testid="token-refused">
          The server refused the stored token (it may have expired). Paste a fresh one below, or sign in again with the
          API's own sign-in operation.
        </p>
      ) : null}
      {store.session.isSignedIn.value && !isRefused ? (
        <p>
          Signed in: a token is stored under <code>{store.settings.values.value.tokenName}</code>.{' '}
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
    </>
  );
}
