import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@pathdesk/web-ui';
import { fixedT } from '@pathdesk/web-data';
import { RemoteLoadError } from './load-remote-routes';
import { remoteTitle } from './remote-title';

interface Props {
  remote: string;
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
    const t = fixedT('shell');
    const title = remoteTitle(this.props.remote, t);
    const loadFailed = error instanceof RemoteLoadError;
    return (
      <ErrorPanel
        title={loadFailed ? t('remote.unavailable', { title }) : t('remote.stopped', { title })}
        detail={
          <>
            <p className="mt-0">{loadFailed ? t('remote.unavailableText') : t('remote.stoppedText')}</p>
            <small>{error.message}</small>
          </>
        }
        onRetry={this.props.onRetry}
      />
    );
  }
}
