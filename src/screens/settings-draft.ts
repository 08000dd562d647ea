// The endpoint form's state on /settings: what is typed (kept next to each message until it is
// valid), the active endpoint's name, and the profile actions: save, save as a new endpoint,
// restore the defaults, remove. The store validates; nothing invalid is saved.
import { useState, type FormEvent } from 'react';
import type { Settings, SettingsErrors } from '../store/index.ts';
import { useApp } from '../ui/frame/index.ts';

export type ProfileErrors = SettingsErrors & { name?: string };

export interface SettingsDraft {
  draft: Settings;
  set<K extends keyof Settings>(key: K, value: Settings[K]): void;
  /** The active endpoint's name as typed. */
  name: string;
  setName(name: string): void;
  errors: ProfileErrors;
  /** What the last action did, for the form's status line. */
  savedMessage: string;
  /** Counts refused actions: each one sends focus to the first invalid field. */
  refusals: number;
  save(event: FormEvent): void;
  saveAsNew(): void;
  restoreDefaults(): void;
  remove(): void;
}

/** Call under a `key` of the active profile's id: another endpoint starts the draft afresh. */
export function useSettingsDraft(): SettingsDraft {
  const { store } = useApp();
  const profile = store.settings.activeProfile.value;
  const [draft, setDraft] = useState<Settings>(() => store.settings.values.peek());
  const [name, setName] = useState(profile.name);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [savedMessage, setSavedMessage] = useState('');
  const [refusals, setRefusals] = useState(0);
  const changes = (): Partial<Settings> => ({ ...draft, wsEndpoint: draft.wsEndpoint?.trim() ? draft.wsEndpoint.trim() : null });
  const refuse = (next: ProfileErrors) => {
    setErrors(next);
    setSavedMessage('');
    setRefusals((n) => n + 1);
  };

  return {
    draft,
    set: (key, value) => setDraft((d) => ({ ...d, [key]: value })),
    name,
    setName,
    errors,
    savedMessage,
    refusals,
    save(event) {
      event.preventDefault();
      const result = store.settings.save(changes());
      const nameError = name.trim() === profile.name ? null : store.settings.renameProfile(profile.id, name);
      if (result.ok && !nameError) {
        setErrors({});
        setSavedMessage('Settings saved.');
        store.notices.push({ kind: 'success', message: 'Settings saved' });
      } else refuse({ ...(result.ok ? {} : result.errors), ...(nameError ? { name: nameError } : {}) });
    },
    saveAsNew() {
      const result = store.settings.addProfile(name, changes());
      if (result.ok) store.notices.push({ kind: 'success', message: `Saved as a new endpoint: ${name.trim()}` });
      else refuse(result.errors);
    },
    restoreDefaults() {
      store.settings.reset();
      setDraft(store.settings.values.peek());
      setErrors({});
      setSavedMessage('Defaults restored.');
    },
    remove: () => void store.settings.removeProfile(profile.id),
  };
}
