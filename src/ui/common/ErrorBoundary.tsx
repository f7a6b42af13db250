import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportFatal } from '../../state/actions';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: Error | null;
}

/** Catches render failures below it and shows the "Unexpected Application Error" screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
    reportFatal(error);
  }

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
