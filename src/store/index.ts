// The store's public surface: one explicit export list.
export { createCache, storeFieldKey } from './cache.ts';
export type { CacheOptions, CacheReadResult, NormalizedCache, SerializedCache, StoredRef, StoredValue, Variables } from './cache.ts';
export { addTypename, prepareDocument } from './document.ts';
export { createDocumentDraft } from './document-draft.ts';
export type { DocumentDraft, DocumentDraftInput, DocumentDraftOptions, DocumentDraftStore } from './document-draft.ts';
export type { DocumentInput, OperationType, PreparedDocument } from './document.ts';
export * as storeConstants from './constants.ts';
export { createNotices } from './notices.ts';
export type { Notice, NoticeInput, NoticeKind, Notices } from './notices.ts';
export { createSettings, DEFAULT_SETTINGS, resolveWebSocketUrl, validateSettings } from './settings.ts';
export type { AddProfileResult, EndpointProfile, SaveResult, Settings, SettingsErrors, SettingsStore, StoreStorage } from './settings.ts';
export { checkHeaderName, checkHeaderValue, forbiddenHeaderReason, headersFromRows, isSecretHeaderName, validateHeaderRows } from './header-rules.ts';
export type { HeaderRow, HeaderRowErrors } from './header-rules.ts';
export { checkProfileName, parseStoredProfiles, profileIdFor, readStoredColorScheme } from './endpoint-profiles.ts';
export type { ColorSchemeChoice, StoredProfile, StoredProfiles } from './endpoint-profiles.ts';
export { createSession } from './session.ts';
export type { Session, SessionOptions } from './session.ts';
export { destinationOrigin } from './token-scope.ts';
export type { TokenScope } from './token-scope.ts';
export { createMemoryStorage } from './memory-storage.ts';
export { createHistory } from './history.ts';
// Copy as and saved operations: src/store/workbench.ts, the lazily loaded workbench's own list.
export type { History, HistoryEntry, HistoryOptions, ReopenTarget, RunOperationType, RunOutcome, RunRecord } from './history.ts';
export { createStore } from './store.ts';
// The one real clock of the store and the UI (the transport keeps its own: it is standalone).
export { realClock } from './real-clock.ts';
// A server-rendered start's modules (page-state.ts, session-cookie.ts, hydration.ts) are imported by
// path, by the server and by src/hydrate.tsx (loaded on demand): listed here they would be
// reachable from main.js and land in every first screen, a static host's too.
export { createSchemaSource } from './schema-source.ts';
export { createSchemaBuilder } from './schema-build.ts';
export type { SchemaBuilder, SchemaBuilderOptions } from './schema-build.ts';
export type { SchemaFailure, SchemaFailureKind, SchemaSource, SchemaSourceOptions, SchemaStatus } from './schema-source.ts';
export type { ExtraTransportOptions, SerializedState, Store, StoreOptions, StoreSchemaSourceOptions, StoreSession } from './store.ts';
export { CONNECTION_BACK_MESSAGE, CONNECTION_LOST_MESSAGE } from './connection.ts';
export type { FetchPolicy, QueryHandle, QueryOptions } from './query.ts';
export type { MutationHandle, MutationOptions, MutationOutcome } from './mutation.ts';
export type { FeedEvent, FrameScheduler, SubscriptionFeed, SubscriptionOptions } from './subscription.ts';
// feed-gaps.ts (watchFeedGaps) is deliberately not listed: only lazily loaded screens use it, and
// a listed file lands in the first screen (esbuild assigns whole files to chunks).
// Error classes and states the UI renders reach it through the store (STYLE.md "Who owns what").
export {
  CancelledError,
  NetworkError,
  NoSubscriptionAddressError,
  ParseError,
  ProtocolError,
  ResponseTooLargeError,
  ServerError,
  SocketClosedError,
  SubscriptionError,
  TimeoutError,
  TransportError,
  isCancelled,
} from '../transport/index.ts';
export type { Clock, ConnectionState, ExecutionResult, GraphQLFormattedError, ReadonlyObservable, RetryState } from '../transport/index.ts';
