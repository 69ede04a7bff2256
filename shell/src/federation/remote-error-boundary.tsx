import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RemoteName } from 'shared-contracts';
import { reportClientProblem } from './report';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  /** A change of this value (a new address) clears a failure: the new page deserves a try. */
  resetKey?: string | undefined;
  /** A compact notice for small slots in the header. */
  compact?: boolean | undefined;
  /** What stands in for the remote when it fails, instead of the notice (the shell's own version). */
  fallback?: ReactNode;
  /** Told once the slot has failed (the page's main content: see lib/after-main-content). */
  onFailed?: (() => void) | undefined;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * The second and third failure layers (docs/architecture.md): whatever a remote throws, while
 * loading or while rendering, stays inside its slot, which shows a translated notice and a retry
 * button; the rest of the page keeps working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientProblem('remote-failed', {
      remote: this.props.remote,
      error: String(error).slice(0, 300),
      stack: info.componentStack?.slice(0, 500),
    });
    this.props.onFailed?.();
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) {
      return <div data-slot-standin={this.props.remote}>{this.props.fallback}</div>;
    }
    if (this.props.compact) {
      return (
        <span
          className="sh-slot-fallback sh-slot-fallback-compact"
          role="status"
          data-slot-fallback={this.props.remote}
        >
          <FormattedMessage id={`slot.unavailableShort.${this.props.remote}`} />
          <button type="button" className="sh-link-button" onClick={this.retry}>
            <FormattedMessage id="slot.retry" />
          </button>
        </span>
      );
    }
    return (
      <section className="sh-slot-fallback" role="alert" data-slot-fallback={this.props.remote}>
        <p>
          <FormattedMessage id={`slot.unavailable.${this.props.remote}`} />
        </p>
        <button type="button" className="sh-button" onClick={this.retry}>
          <FormattedMessage id="slot.retry" />
        </button>
      </section>
    );
  }
}
