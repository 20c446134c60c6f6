import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

export interface AviosErrorBoundaryProps {
  children?: ReactNode;
  /** What to render instead of the generic error screen. */
  fallback?: (reset: () => void) => ReactNode;
  /** Called with a render error, after it is logged (spec §8), e.g. for error reporting. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  failed: boolean;
}

/** Catches render errors below it and shows the generic error screen (spec §2). */
export class AviosErrorBoundary extends Component<AviosErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[avios/react] a screen failed to render', error);
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(this.reset)
    ) : (
      <ErrorScreen onReset={this.reset} />
    );
  }
}
