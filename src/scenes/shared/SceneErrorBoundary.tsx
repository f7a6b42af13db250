import { Component, type ReactNode } from 'react';

/**
 * Catches errors thrown while the Pixi scene renders (the Pixi reconciler would only log them
 * and leave a frozen canvas) and hands them to `onError`, which shows the error screen.
 */
export class SceneErrorBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
