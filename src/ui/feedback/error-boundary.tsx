// Catches what a part of the page throws while rendering (a hostile or broken answer: `errors`
// as a string, a `message` that is an object…) and shows it as an alert with a way to go on, so
// the rest of the page (the shell, the sidebar, the form and its inputs) stays (issue 12 item 5,
// second layer). React catches render errors only in class components with
// getDerivedStateFromError (react.dev "Catching rendering errors with an error boundary").
// The first layer, refusing such bodies, is the transport's.
import { Component, type ReactNode } from 'react';
import { Alert } from './alert.tsx';

export interface ErrorBoundaryProps {
  /** The alert's title: what could not be shown ("The result could not be shown"). */
  title: string;
  /** A change in any of these clears the error, e.g. a new result or another address. @default [] */
  resetKeys?: readonly unknown[];
  /** Told when an error is caught (the app's start waits for its first screen, or this). */
  onCaught?: () => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  hasError: boolean;
  error: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { hasError: true, error };
  }

  override componentDidCatch(): void {
    this.props.onCaught?.();
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    const [before = [], now = []] = [previous.resetKeys, this.props.resetKeys];
    if (this.state.hasError && (before.length !== now.length || before.some((key, i) => !Object.is(key, now[i])))) this.reset();
  }

  reset = (): void => this.setState({ hasError: false, error: null });

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <div className="facet-error-boundary">
        <Alert
          alert={{ kind: 'display error', title: this.props.title, message: describeThrown(this.state.error) }}
          action={{ label: 'Try again', onPress: this.reset }}
        />
      </div>
    );
  }
}

/** The thrown value in one line, whatever it is (an Error, a string, an object with a hostile toString). */
export function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return `${thrown.name}: ${thrown.message}`;
    return typeof thrown === 'string' ? thrown : JSON.stringify(thrown) ?? String(thrown);
  } catch {
    return 'An unreadable error was thrown.';
  }
}
