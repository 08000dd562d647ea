// The public surface of src/schema/: pure functions from an introspection result or a
// GraphQLSchema (graphql 16) to what the store and the screens need. No React, no DOM, no state.
//
//   introspection   INTROSPECTION_QUERY (or the basic one) → buildSchemaFromIntrospection → summarizeSchema
//   root-fields     sidebar lists per operation kind, and their filter
//   input-widgets   argument → widget, and the argument form model
//   input-values    form values → validated variables; variables ⇄ URL query string
//   argument-errors the server's errors that name an argument, for its form field
//   selection       default selection sets, whole operation documents, the operation picker
//   pagination      Relay / offset / list / none
//   display-hints   card title, images, dates, ratings, tokens, destructive mutations
//   type-reference  the /type/:name model
//   names           humanize("createdAt") → "Created at"
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
export { argumentErrors } from './argument-errors.ts';
export { documentSchemaProblems } from './schema-problems.ts';
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
  isSecretName,
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
  createHintsResolver,
  destructiveVerb,
  displayHintsForType,
  displayHintsForValue,
  isImageUrl,
  isRatingName,
  isTokenFieldName,
  recordTitle,
  sniffDate,
  type DateFieldHint,
  type DisplayHints,
  type ImageFieldHint,
} from './display-hints.ts';
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
export { humanize } from './names.ts';
export { DEFAULT_SELECTION_DEPTH, RATING_MAX_STARS, SELECTION_MAX_FIELDS } from './constants.ts';
