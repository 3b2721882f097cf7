import { useCommonT } from './use-common-t.js';
import { apiErrorMessage } from '@pathdesk/web-data';

export interface LoadErrorProps {
  /** What failed to load, in a sentence: "the {what} could not be loaded". */
  what: string;
  error: Parameters<typeof apiErrorMessage>[0];
  onRetry: () => unknown;
}

/** A list that could not be loaded: the server's reason and a retry, above the (empty) table. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  const { t } = useCommonT();
  return (
    <div role="alert" className="p-error mb-3">
      {t('loadError.text', { what })} {apiErrorMessage(error)}{' '}
      <button type="button" className="p-link text-primary" onClick={() => void onRetry()}>
        {t('actions.tryAgain')}
      </button>
    </div>
  );
}
