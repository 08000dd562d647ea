// Editor: the widgets of the /document workbench (the document editor, the schema's problems
// with it, the operation picker). Only the lazily loaded /document screen imports this room, so
// none of it reaches the first screen.
export { DocumentEditor, type DocumentEditorProps, type EditorSyntaxError } from './document-editor.tsx';
export { OperationPicker, operationLabel, type OperationPickerProps } from './operation-picker.tsx';
export { SchemaProblems } from './schema-problems.tsx';
