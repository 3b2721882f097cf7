import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@pathdesk/web-ui';
import { REMOTES, type RemoteName } from '@pathdesk/contracts';
import { RemoteLoadError } from './load-remote-routes';

interface Props {
  remote: RemoteName;
  /** A new key (another page, another attempt) clears the error and tries again. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.remote}]`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const title = REMOTES[this.props.remote].title;
    const loadFailed = error instanceof RemoteLoadError;
    return (
      <ErrorPanel
        title={loadFailed ? `${title} is unavailable right now.` : `${title} stopped working on this page.`}
        detail={
          <>
            <p className="mt-0">
              {loadFailed
                ? 'Its files could not be loaded. The rest of PathDesk keeps working; try again in a moment.'
                : 'Nothing you saved is lost. Try again, or go to another page.'}
            </p>
            <small>{error.message}</small>
          </>
        }
        onRetry={this.props.onRetry}
      />
    );
  }
}
