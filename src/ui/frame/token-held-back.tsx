// Says plainly when the stored token is not being sent: the endpoint (or the WebSocket endpoint)
// now points outside the origins the token was signed in for (store.tokenScope). The user decides:
// sign in for this endpoint, or send the token here too.
import { Alert } from '../feedback/index.ts';
import { useApp, useSignals } from './app-context.tsx';

export function TokenHeldBack() {
  useSignals();
  const { store } = useApp();
  const { isWithheld, issuedFor, destinations } = store.tokenScope;
  if (!isWithheld.value) return null;
  const issued = (issuedFor.value ?? []).join(', ');
  const outside = destinations.value.filter((d) => !(issuedFor.value ?? []).includes(d)).join(', ');
  return (
    <Alert
      severity="warning"
      alert={{
        kind: 'token-held-back',
        title: 'Your token is not being sent',
        message:
          `It was signed in for ${issued}. The endpoint now points at ${outside}, so Facet sends no token there ` +
          '(over HTTP or the live connection). Sign in for this endpoint, or send the token there too if you trust it.',
      }}
      action={{ label: `Send my token to ${outside} too`, onPress: () => store.tokenScope.carryOver() }}
    />
  );
}
