// `/subscription/:field`: the generated form → Start → a live feed of events as cards (newest
// first, bounded by the store, with a count) → Stop (issue 7 "Subscriptions"). The connection
// and retry state are always in view, once, in the feed's status line ("Subscription stopped —
// trying again (2 of 5) in 1 s"), with the protocol the server chose beside it; the store's toasts say when the
// connection drops and when it is back. Without a WebSocket endpoint, the store's
// NoSubscriptionAddressError is shown with a way to the settings.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { useLocation } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import { NoSubscriptionAddressError, type SubscriptionFeed } from '../store/index.ts';
import { Alert, alertFromError } from '../ui/feedback/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useStarted } from '../ui/hooks/index.ts';
import { adoptToken } from './adopt-token.ts';
import { LiveEvents } from './live-events.tsx';
import { DocumentPanel, OperationArguments, OperationHeader, useOperationForm, type RootField } from './operation-common.tsx';

type Data = Record<string, unknown>;

/** The subscription's own state, which a running one shares with its connection (issue 16 "States"). */
export function subscriptionState(isActive: boolean, connection: SubscriptionFeed['status']['value'] | null, hasError: boolean): string {
  if (!isActive) return hasError ? 'Ended by an error' : 'Stopped';
  if (connection?.status === 'reconnecting') return 'Paused: the connection is down; it resumes when the server is back';
  if (connection?.status === 'connecting') return 'Waiting for the connection';
  return 'Running';
}

export function SubscriptionOperation({ schema, field }: { schema: GraphQLSchema; field: RootField }) {
  useSignals();
  const { store } = useApp();
  const [, navigate] = useLocation();
  const op = useOperationForm('subscription', field, schema, store);
  const [feed, setFeed] = useState<SubscriptionFeed<Data> | null>(null);
  useStarted(feed); // running while shown; a new Start's feed replaces (and stops) the last
  const [protocol, setProtocol] = useState<string | null>(null);

  const status = feed?.status.value ?? null;
  useEffect(() => {
    if (status?.status === 'connected') setProtocol(status.protocol);
  }, [status]);

  const isActive = feed?.isActive.value ?? false;
  const startRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  // The pressed button becomes disabled: hand focus to the other one instead of losing it.
  const wasActive = useRef(isActive);
  useEffect(() => {
    if (wasActive.current === isActive) return;
    wasActive.current = isActive;
    const pressed = isActive ? startRef.current : stopRef.current;
    if (document.activeElement === pressed || document.activeElement === document.body) (isActive ? stopRef : startRef).current?.focus();
  }, [isActive]);

  function start(event?: FormEvent) {
    event?.preventDefault();
    const result = op.validate();
    if (!result.ok) return;
    op.writeUrl(result.variables);
    setFeed(store.subscribe<Data>(op.document.text, result.variables));
  }

  const onAdoptToken = useCallback((token: string) => adoptToken(store, token), [store]);

  const error = feed?.error.value ?? null;
  const problem = feed?.problem.value ?? null;
  const isSignedIn = store.session.isSignedIn.value;
  return (
    <section aria-labelledby="operation-heading" className="facet-operation">
      <OperationHeader kind="subscription" field={field} />
      <OperationArguments op={op} field={field} onSubmit={start} isDisabled={isActive}>
        <Button ref={startRef} type="submit" className="facet-button facet-button-primary" isDisabled={isActive}>
          Start
        </Button>
        <Button ref={stopRef} className="facet-button" isDisabled={!isActive} onPress={() => feed?.stop()}>
          Stop
        </Button>
      </OperationArguments>
      <DocumentPanel document={op.document} variables={op.shareable} />
      {error instanceof NoSubscriptionAddressError ? (
        <Alert
          alert={{ ...alertFromError(error), title: 'No WebSocket endpoint is configured' }}
          action={{ label: 'Open settings', onPress: () => navigate('/settings') }}
        />
      ) : error ? (
        <Alert alert={alertFromError(error)} />
      ) : null}
      {feed && status ? (
        <section className="facet-live" aria-labelledby="live-heading">
          <h2 id="live-heading">Live events</h2>
          <dl className="facet-connection-details">
            <dt>Protocol</dt>
            <dd>{protocol ?? 'not connected yet'}</dd>
            <dt>Authorization</dt>
            <dd>{isSignedIn ? 'Your token, in the connection parameters (read again at each reconnect)' : 'None: signed out'}</dd>
            <dt>Subscription</dt>
            <dd>{subscriptionState(isActive, status, error !== null)}</dd>
          </dl>
          {problem ? <Alert alert={alertFromError(problem)} severity="warning" /> : null}
          <LiveEvents feed={feed} label={`${field.name} events`} fieldName={field.name} headingLevel={3} schema={schema} onAdoptToken={onAdoptToken} />
        </section>
      ) : null}
    </section>
  );
}
