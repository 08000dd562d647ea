import '../../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryStorage, createSettings, storeConstants } from '../../../src/store/index.ts';
import { applyColorScheme, applyStoredColorScheme, DocumentColorScheme } from '../../../src/ui/frame/index.ts';
import { mountFakeApp } from '../../helpers/fake-app.tsx';

const scheme = () => document.documentElement.getAttribute('data-scheme');

const apply = suite('applyColorScheme');

apply('writes light or dark on the element and removes it for System', () => {
  const root = document.createElement('html');
  applyColorScheme(root, 'dark');
  assert.is(root.getAttribute('data-scheme'), 'dark');
  applyColorScheme(root, 'light');
  assert.is(root.getAttribute('data-scheme'), 'light');
  applyColorScheme(root, 'system');
  assert.not.ok(root.hasAttribute('data-scheme'));
});

apply.run();

// ---

const applyStored = suite('applyStoredColorScheme');

applyStored('applies the scheme saved with the settings, synchronously', () => {
  const storage = createMemoryStorage();
  createSettings(storage).setColorScheme('dark');
  const root = document.createElement('html');
  applyStoredColorScheme(root, storage);
  assert.is(root.getAttribute('data-scheme'), 'dark');
  createSettings(storage).setColorScheme('system');
  applyStoredColorScheme(root, storage);
  assert.not.ok(root.hasAttribute('data-scheme'));
});

applyStored("reads the browser's localStorage by default, and leaves the system's scheme when it cannot", () => {
  const root = document.createElement('html');
  createSettings(localStorage).setColorScheme('light');
  applyStoredColorScheme(root);
  assert.is(root.getAttribute('data-scheme'), 'light');
  localStorage.clear();
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  try {
    applyStoredColorScheme(root);
  } finally {
    Object.defineProperty(globalThis, 'localStorage', descriptor);
  }
  assert.not.ok(root.hasAttribute('data-scheme'));
});

applyStored.run();

// ---

const follow = suite('DocumentColorScheme');

follow('keeps <html data-scheme> equal to the chosen scheme, changing it at once', () => {
  const app = mountFakeApp(<DocumentColorScheme />);
  assert.is(scheme(), null, 'System: no attribute, prefers-color-scheme decides');
  act(() => app.store.settings.setColorScheme('dark'));
  assert.is(scheme(), 'dark');
  act(() => app.store.settings.setColorScheme('light'));
  assert.is(scheme(), 'light');
  act(() => app.store.settings.setColorScheme('system'));
  assert.is(scheme(), null);
  app.done();
});

follow('follows a choice made in another tab (the storage event)', () => {
  const storage = createMemoryStorage();
  const events = new EventTarget();
  const app = mountFakeApp(<DocumentColorScheme />, { store: { storage, events } });
  createSettings(storage).setColorScheme('dark');
  assert.is(scheme(), null);
  act(() => void events.dispatchEvent(Object.assign(new Event('storage'), { key: storeConstants.SETTINGS_STORAGE_KEY })));
  assert.is(scheme(), 'dark');
  act(() => app.store.settings.setColorScheme('system'));
  app.done();
});

follow.run();
