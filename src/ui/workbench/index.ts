// Workbench: the CodeMirror editors of `/document` and what surrounds them (history, saved
// operations, copy as). The whole room is loaded lazily (the
// document screen imports it with `import()`), so nothing here reaches the first screen.
export { GraphQLEditor } from './graphql-editor.tsx';
export type { GraphQLEditorProps } from './graphql-editor.tsx';
export { VariablesEditor } from './variables-editor.tsx';
export type { VariablesEditorProps } from './variables-editor.tsx';
export { documentDiagnostics } from './document-diagnostics.ts';
export type { EditorDiagnostic } from './document-diagnostics.ts';
export { hoverInfo } from './hover-info.ts';
export type { HoverInfo } from './hover-info.ts';
export { prettifyDocument } from './prettify.ts';
export type { PrettifyResult } from './prettify.ts';
export { definedVariables, variableDiagnostics } from './variable-checks.ts';
export type { VariableDefinitionSummary } from './variable-checks.ts';
export { HistoryPanel } from './history-panel.tsx';
export type { HistoryPanelProps } from './history-panel.tsx';
export { SavedOperationsPanel } from './saved-operations-panel.tsx';
export type { SavedOperationsPanelProps } from './saved-operations-panel.tsx';
export { CopyAsMenu } from './copy-as-menu.tsx';
export type { CopyAsMenuProps } from './copy-as-menu.tsx';
export { VariablesField } from './variables-field.tsx';
export type { VariablesFieldProps } from './variables-field.tsx';
