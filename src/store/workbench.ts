// The store's second export list: what only the lazily loaded workbench (the document screen's
// code editor, its panels, the history screen) uses — copy as, saved operations and their file.
// Kept out of index.ts on purpose: the first screen imports the index, and esbuild puts whatever
// the index re-exports, once a lazy chunk uses it, into a chunk the first screen loads
// (test/build/first-screen.test.ts measures it).
export { copyAsCurl, copyAsFetch, facetLink, operationRequest } from './copy-as.ts';
export type { CopyAsOptions, OperationRequest, OperationRequestInput } from './copy-as.ts';
export { createSavedOperations } from './saved-operations.ts';
export type { SavedOperation, SavedOperations, SavedOperationsOptions } from './saved-operations.ts';
export { readSavedOperationsFile, SavedOperationsFileError, writeSavedOperationsFile } from './saved-operations-file.ts';
export type { SavedOperationData } from './saved-operations-file.ts';
