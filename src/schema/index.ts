// The public surface of src/schema/: pure functions from an introspection result or a
// GraphQLSchema (graphql 16) to what the store and the screens need. No React, no DOM, no state.
//
//   introspection   INTROSPECTION_QUERY (or the basic one) → buildSchemaFromIntrospection → summarizeSchema
//   introspection-slices the same build without a long task (issue 13 item 9)
//   root-fields     sidebar lists per operation kind, and their filter
//   input-widgets   argument → widget, and the argument form model
//   input-values    form values → validated variables; variables ⇄ URL query string
//   argument-errors the server's errors that name an argument, for its form field
//   selection       default selection sets, whole operation documents, the operation picker
//   operation-sends what one operation of a written document sends: its variables, its arguments
//   pagination      Relay / offset / list / none
//   display-hints   card title, images, dates, ratings, tokens, destructive mutations
//   type-reference  the /type/:name model
//   entities        entity types, their list sources, by-key fetchers and actions (issue 15 §1)
//   record-documents the list / by-key / create / update / delete documents of a record screen
//   names           humanize("createdAt") → "Created at"
//   plural          plural("person") → "people", countLabel(0, "item") → "0 items"
//   url-policy      which server-chosen URLs may become a link or an image
export {
  INTROSPECTION_QUERY,
  BASIC_INTROSPECTION_QUERY,
  INTROSPECTION_OPERATION_NAME,
  buildSchemaFromIntrospection,
  rejectsNewerIntrospection,
  summarizeSchema,
  type IntrospectionFailure,
  type IntrospectionFailureKind,
  type IntrospectionOutcome,
  type SchemaSummary,
} from './introspection.ts';
export { buildSchemaFromIntrospectionInSlices, type SliceOptions } from './introspection-slices.ts';
export { argumentErrors } from './argument-errors.ts';
export { documentSchemaProblems } from './schema-problems.ts';
export { destructiveVerbInText } from './destructive-verb-in-text.ts';
export { operationSends, type OperationSends } from './operation-sends.ts';
export {
  OPERATION_KINDS,
  filterRootFields,
  findRootField,
  listRootFields,
  rootType,
  type OperationKind,
  type RootField,
} from './root-fields.ts';
export {
  buildArgumentForm,
  buildInputObjectFields,
  inputFieldsOf,
  defaultValueOf,
  widgetForInput,
  type ArgumentForm,
  type DateTimeEncoding,
  type EnumOption,
  type FormField,
  type InputWidget,
  type InputWidgetKind,
  type SizeLimit,
  type TextFormat,
} from './input-widgets.ts';
export {
  formValuesToVariables,
  initialFormValues,
  variablesFromUrl,
  variablesToUrl,
  type FieldError,
  type FormValues,
  type VariablesResult,
} from './input-values.ts';
export {
  buildOperationDocument,
  buildSelection,
  listOperations,
  needsSelection,
  operationNameFor,
  type DocumentProblem,
  type OperationDocument,
  type OperationList,
  type OperationSummary,
  type SelectionOptions,
  type SelectionResult,
  type VariableDefinition,
} from './selection.ts';
export {
  connectionShape,
  detectPagination,
  rootFieldShapes,
  pageObjectShape,
  type ConnectionShape,
  type PaginationShape,
} from './pagination.ts';
export {
  ISO_DATE,
  ISO_DATE_TIME,
  ISO_TIME,
  NO_DISPLAY_HINTS,
  createHintsResolver,
  destructiveVerb,
  displayHintsForType,
  displayHintsForValue,
  isImageUrl,
  isRatingName,
  isTokenFieldName,
  recordName,
  recordTitle,
  sniffDate,
  type DateFieldHint,
  type DisplayHints,
  type HintsResolver,
  type ImageFieldHint,
} from './display-hints.ts';
export { isWebUrl, safeImageUrl, safeLinkUrl } from './url-policy.ts';
export {
  describeType,
  listTypes,
  type EnumValueReference,
  type FieldReference,
  type InputValueReference,
  type TypeKind,
  type TypeListEntry,
  type TypeReference,
} from './type-reference.ts';
export {
  ACTION_RULES,
  BEST_LIST_SOURCE_ORDER,
  ENTITY_RULES,
  FETCHER_RULES,
  LIST_SOURCE_RULES,
  deriveEntities,
  deriveEntitiesInSlices,
  entityFor,
  type ActionKind,
  type Entity,
  type EntityAction,
  type EntityModel,
  type EntitySliceOptions,
  type EntityRule,
  type Fetcher,
  type FetcherRule,
  type KeyBinding,
  type KeyRule,
  type ListSource,
  type ListSourceRule,
} from './entities.ts';
export {
  buildRecordDocuments,
  decodeRecordKey,
  encodeRecordKey,
  keyVariables,
  updateVariables,
  type RecordDocuments,
  type RecordDocumentsOptions,
  type RecordOperation,
  type UpdateVariables,
} from './record-documents.ts';
export { enumValueLabel, humanize } from './names.ts';
export { confirmationTitle, mutationRecordKey } from './confirmation.ts';
export type { ConfirmationTitleOptions } from './confirmation.ts';
export { countLabel, plural, singular } from './plural.ts';
export { DEFAULT_SELECTION_DEPTH, RATING_MAX_STARS, SELECTION_MAX_FIELDS, TITLE_FIELD_NAMES } from './constants.ts';
export { isSecretName, withoutSecretLiterals, withoutSecrets } from './secret-names.ts';
