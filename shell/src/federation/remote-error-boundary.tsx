import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RemoteName } from 'shared-contracts';
import { reportClientProblem } from './report';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * The second and third failure layers (DESIGN §2): whatever a remote throws, while loading or
 * while rendering, stays inside its slot, which shows a translated notice and a retry button;
 * the rest of the page keeps working.
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
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
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
