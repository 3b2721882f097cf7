import type { ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { apiErrorMessage } from '@pathdesk/web-data';
import { PanelSkeleton } from './panel-skeleton';
import styles from './dashboard.module.css';
import { useShellT } from '../../i18n';

export interface DashboardPanelProps<T> {
  id: string;
  title: string;
  /** The panel's one request, as RTK Query gives it. */
  query: { data?: T; isLoading: boolean; isError: boolean; error?: FetchBaseQueryError | SerializedError; refetch: () => unknown };
  /** Lines of skeleton while loading: as many as the panel shows, so nothing moves when it arrives. */
  lines?: number;
  wide?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * One panel of the dashboard: its own request, a skeleton of its own height while that loads, its
 * own error with a retry, so a slow or failed panel leaves the others alone.
 */
export function DashboardPanel<T>({ id, title, query, lines = 3, wide = false, children }: DashboardPanelProps<T>) {
  const { t } = useShellT();
  return (
    <section aria-labelledby={`${id}-title`} className={`${styles.panel} ${wide ? styles.wide : ''}`} aria-busy={query.isLoading}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {query.isLoading ? (
        <div className={styles.skeleton} data-testid={`${id}-loading`}>
          {Array.from({ length: lines }, (_, i) => (
            <PanelSkeleton key={i} height="1.75rem" className="mb-2" />
          ))}
        </div>
      ) : query.isError || query.data === undefined ? (
        <div className={styles.error} role="alert">
          <span>{t('dashboard.couldNotLoad', { reason: apiErrorMessage(query.error) })}</span>
          {/* PrimeReact's text button as markup (its base rules: styles/layout.css), like the panels' skeletons. */}
          <button type="button" className="p-button p-component p-button-text p-button-sm" onClick={() => void query.refetch()}>
            <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden />
            <span className="p-button-label">{t('dashboard.retry')}</span>
          </button>
        </div>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
