/** An in-memory Web Storage, used where no localStorage exists (Node, a private window that refuses it). */
import type { StoreStorage } from './settings.ts';

export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): StoreStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
