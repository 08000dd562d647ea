// The store's public surface: one explicit export list.
export { createCache, storeFieldKey } from './cache.ts';
export type { CacheOptions, CacheReadResult, NormalizedCache, SerializedCache, StoredRef, StoredValue, Variables } from './cache.ts';
export { addTypename, prepareDocument } from './document.ts';
export type { DocumentInput, OperationType, PreparedDocument } from './document.ts';
export * as storeConstants from './constants.ts';
