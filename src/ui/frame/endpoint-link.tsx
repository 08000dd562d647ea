// Links name the saved endpoint they were made on (issue 14 §1 "Links to screens name the endpoint
// profile (never its secrets) so a shared link opens the right one when the receiver has it"):
// the page address carries `facet-endpoint=<profile id>` in its query string, beside the screen's
// arguments. The id is made from the profile's name (endpoint-profiles.ts), never from its
// address, token or headers.
//
// On start, a link naming a saved endpoint switches to it; one naming an endpoint this browser
// does not have says so plainly (an alert above the screen) and stays on the current one.
// Afterwards, while there is more than one saved endpoint, the address carries the active one's
// id, written back with replaceState whenever a screen or a switch changes the address (with one
// endpoint there is nothing to choose, and addresses stay as they were).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { storeConstants } from '../../store/index.ts';
import { Alert } from '../feedback/index.ts';
import { useApp, useSignals } from './app-context.tsx';

const { ENDPOINT_PARAM, MAX_PROFILE_NAME_LENGTH } = storeConstants;

export function EndpointLink() {
  useSignals();
  const { store } = useApp();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const profiles = store.settings.profiles.value;
  const active = store.settings.activeProfile.value;
  const hasReadLink = useRef(false);
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    if (hasReadLink.current || typeof window === 'undefined') return;
    hasReadLink.current = true;
    const named = new URLSearchParams(window.location.search).get(ENDPOINT_PARAM);
    if (named === null || named === store.settings.activeProfile.peek().id) return;
    if (!store.settings.switchProfile(named)) setMissing(named.slice(0, MAX_PROFILE_NAME_LENGTH));
  }, [store]);

  useEffect(() => {
    if (typeof window === 'undefined' || profiles.length < 2) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(ENDPOINT_PARAM) === active.id) return;
    url.searchParams.set(ENDPOINT_PARAM, active.id);
    window.history.replaceState(window.history.state, '', url.href);
  }, [location, search, active.id, profiles.length]);

  if (missing === null) return null;
  return (
    <Alert
      severity="warning"
      alert={{
        kind: 'endpoint-link',
        title: 'This link is for an endpoint you have not saved',
        message:
          `It was made on a saved endpoint called “${missing}”, which this browser does not have, so it opens on ` +
          `“${active.name}” instead. Save that endpoint under the same name in Settings to open such links there.`,
      }}
      action={{ label: 'Open settings', onPress: () => navigate('/settings') }}
      onDismiss={() => setMissing(null)}
    />
  );
}
