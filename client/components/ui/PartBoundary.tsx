// The one error boundary (decision 013): a part that loads on its own — header data, the
// footer, a deferred part, a block, cross-selling, the route's render — fails alone. It logs
// one line, shows a quiet fallback in its place, and when what failed was a chunk, asks whether
// a newer build is out (the next navigation is then a full load).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { checkBuild, isChunkLoadError } from '../../lib/build-check';

interface Props {
  /** The log line (spec: some failures are only logged, never shown). */
  message: string;
  /** What shows instead; nothing by default. A function gets the error. */
  fallback?: ReactNode | ((error: unknown) => ReactNode);
  /** A new key gets a fresh try (the route's boundary: a navigation to another page). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  key: string | undefined;
}

export class PartBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(this.props.message, error, info.componentStack);
    if (isChunkLoadError(error)) void checkBuild();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback = null } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
