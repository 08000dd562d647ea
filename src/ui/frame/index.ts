// Frame: the application around the screens (context, header, shell, sidebar, app-wide toasts).
export { AppProvider, useApp, useSignals, type AppState } from './app-context.tsx';
export { AppHeader } from './app-header.tsx';
export { EndpointLink } from './endpoint-link.tsx';
export { EndpointSwitcher } from './endpoint-switcher.tsx';
export { AppShell, type AppShellProps } from './app-shell.tsx';
export { applyColorScheme, applyStoredColorScheme } from './apply-color-scheme.ts';
export { DocumentColorScheme } from './color-scheme.ts';
export { NoticeToasts } from './notice-toasts.tsx';
export { SchemaSidebar, useRecordTypes, type RecordTypes } from './schema-sidebar.tsx';
export { Sidebar, type OperationKind, type SidebarField, type SidebarProps, type SidebarSection } from './sidebar.tsx';
export { TokenHeldBack } from './token-held-back.tsx';
