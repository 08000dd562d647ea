// The saved-endpoint switcher's list (issue 14 §1 "a switcher in the header"): a React Aria
// Select over the profile names, so it opens with Enter/Space/Alt+↓ and moves with the arrows.
// Choosing one makes the store switch every setting at once (the old live connection closes, the
// new endpoint is introspected, its cached schema shown at once). Loaded by endpoint-switcher.tsx
// only once there is more than one saved endpoint. Names only: an address, token or
// header value never appears here.
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { useApp, useSignals } from './app-context.tsx';

export function EndpointSelect() {
  useSignals();
  const { store } = useApp();
  const profiles = store.settings.profiles.value;
  const active = store.settings.activeProfile.value;
  return (
    <Select
      className="facet-endpoint-switcher"
      selectedKey={active.id}
      onSelectionChange={(key) => {
        if (key === null || key === active.id) return;
        const name = profiles.find((p) => p.id === key)?.name ?? String(key);
        if (store.settings.switchProfile(String(key))) store.notices.push({ kind: 'info', message: `Switched to ${name}` });
      }}
    >
      <Label className="facet-endpoint-switcher-label">Saved endpoint</Label>
      <Button className="facet-select-button">
        <SelectValue className="facet-select-value" />
        <span className="facet-select-arrow" aria-hidden="true">
          ▾
        </span>
      </Button>
      <Popover className="facet-popover">
        <ListBox className="facet-listbox" items={profiles}>
          {(profile) => (
            <ListBoxItem className="facet-listbox-item facet-endpoint-option" id={profile.id} textValue={profile.name}>
              {profile.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
