import { Component, type ReactNode } from 'react';

interface Props {
  /** Logged with the error (spec: some failures are only logged, never shown). */
  message: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a block's load failure, logs it, and shows `fallback` instead of an error page. */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(this.props.message, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
