// `/subscription/:field`: the generated form → Start → a live feed of events as cards (newest
// first, bounded by the store, with a count) → Stop (issue 7 "Subscriptions"). The connection
// and retry state are always in view ("Retrying 2/5 in 1000 ms"), with the protocol the server
// chose; a toast says when the connection drops and when it is back. Without a WebSocket
// endpoint, the store's NoSubscriptionAddressError is shown with a way to the settings.
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { useLocation } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import {
  NoSubscriptionAddressError,
  SUBSCRIPTION_RETRY_LIMIT,
  type ConnectionState,
  type FeedEvent,
  type Store,
  type SubscriptionFeed,
} from '../store/index.ts';
import { Alert, alertFromError, describeConnection } from '../ui/feedback/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { LiveFeed, ResultAlerts, ResultValue } from '../ui/results/index.ts';
import { DocumentPanel, OperationArguments, OperationHeader, useOperationForm, type RootField } from './operation-common.tsx';

type Data = Record<string, unknown>;

/** Toasts for a running feed's connection: one when it drops (reconnecting, or closed by an error), one when it is back. */
function watchConnection(store: Store, feed: SubscriptionFeed<Data>): () => void {
  let wasConnected = feed.status.peek().status === 'connected';
  let isDown = false;
  return feed.status.subscribe((state: ConnectionState) => {
    if (!feed.isActive.peek()) return;
    if (state.status === 'connected') {
      if (isDown) store.notices.push({ kind: 'success', message: 'Live connection is back' });
      isDown = false;
      wasConnected = true;
    } else if (wasConnected && !isDown && (state.status === 'reconnecting' || (state.status === 'closed' && state.error !== null))) {
      // A deliberate reconnect (sign-in, sign-out) goes connected → connecting → connected: no toast.
      store.notices.push({ kind: 'warning', message: 'Live connection lost: reconnecting…' });
      isDown = true;
      wasConnected = false;
    }
  });
}

export function SubscriptionOperation({ schema, field }: { schema: GraphQLSchema; field: RootField }) {
  useSignals();
  const { store } = useApp();
  const [, navigate] = useLocation();
  const op = useOperationForm('subscription', field, schema, store);
  const [feed, setFeed] = useState<SubscriptionFeed<Data> | null>(null);
  const owned = useRef<SubscriptionFeed<Data> | null>(null);
  const [protocol, setProtocol] = useState<string | null>(null);

  useEffect(() => () => owned.current?.stop(), []);
  useEffect(() => (feed ? watchConnection(store, feed) : undefined), [store, feed]);
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
    owned.current?.stop();
    const next = store.subscribe<Data>(op.document.text, result.variables);
    owned.current = next;
    setFeed(next);
  }

  const renderEvent = useCallback(
    (event: FeedEvent<Data>) => (
      <>
        <ResultAlerts graphqlErrors={event.errors} />
        <ResultValue value={event.data ? event.data[field.name] : null} label={field.name} schema={schema} headingLevel={3} />
      </>
    ),
    [field.name, schema],
  );

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
            <dt>Connection</dt>
            <dd>{describeConnection(status)}</dd>
            <dt>Protocol</dt>
            <dd>{protocol ?? 'not connected yet'}</dd>
            <dt>Authorization</dt>
            <dd>{isSignedIn ? 'Your token, in the connection parameters (read again at each reconnect)' : 'None: signed out'}</dd>
            <dt>Subscription</dt>
            <dd>{isActive ? 'Running' : error ? 'Ended by an error' : 'Stopped'}</dd>
          </dl>
          {problem ? <Alert alert={alertFromError(problem)} severity="warning" /> : null}
          <LiveEvents feed={feed} label={`${field.name} events`} renderEvent={renderEvent} status={status} />
        </section>
      ) : null}
    </section>
  );
}

/**
 * The feed itself, apart from the screen: only this part re-renders when events arrive, not the
 * argument form and the document above it (bench/feed.bench.ts streams 1,000 events/s into it).
 */
function LiveEvents({
  feed,
  label,
  renderEvent,
  status,
}: {
  feed: SubscriptionFeed<Data>;
  label: string;
  renderEvent: (event: FeedEvent<Data>) => ReactNode;
  status: ConnectionState;
}) {
  useSignals();
  return (
    <LiveFeed
      label={label}
      items={feed.feed.value}
      getKey={eventKey}
      renderItem={renderEvent}
      total={feed.count.value}
      connection={status}
      retry={feed.retry.value}
      retryLimit={SUBSCRIPTION_RETRY_LIMIT}
    />
  );
}

const eventKey = (event: FeedEvent<Data>) => String(event.index);
