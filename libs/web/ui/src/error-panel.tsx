import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  title: string;
  detail?: ReactNode;
  onRetry?: () => void;
}

/**
 * An in-page error with an optional retry, for parts of the screen that failed while the rest works.
 * Plain markup with PrimeReact's classes: it must render even when nothing else could be loaded.
 */
export function ErrorPanel({ title, detail, onRetry }: ErrorPanelProps) {
  return (
    <section className="card error-panel" role="alert" aria-live="assertive">
      <h2 className="error-panel-title">
        <i className="pi pi-exclamation-triangle" aria-hidden />
        <span>{title}</span>
      </h2>
      {detail ? <div className="text-color-secondary">{detail}</div> : null}
      {onRetry ? (
        <div className="mt-3">
          <button type="button" className="p-button p-component" onClick={onRetry}>
            <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden />
            <span className="p-button-label">Try again</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
