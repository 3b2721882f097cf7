import type { ResultDto } from '@pathdesk/contracts';
import styles from './result-page.module.css';
import { labelOf } from './result-form-model';
import { useWorkspaceT } from '../../i18n';

/**
 * What the result still needs before it can be signed out (the server checks the same list); once
 * released (and no amendment under way), held for a rescreen or cancelled, where it stands instead.
 */
export function SignOutChecklist({
  missing,
  result,
  amending,
  labels = {},
  warnings = [],
}: {
  missing: readonly string[];
  result: Pick<ResultDto, 'status' | 'pendingRescreenId'>;
  amending: boolean;
  /** Names of fields the result's own labels do not know (a synoptic element: "A. Invasive tumour size"). */
  labels?: Readonly<Record<string, string>>;
  /** What the report is better with and sign-out does not wait for (recommended synoptic elements, ICD-O-3 codes). */
  warnings?: readonly { field: string; text: string }[];
}) {
  const { t } = useWorkspaceT();
  const released = result.status === 'signed_out' || result.status === 'amended';
  if (result.status === 'cancelled') return null;
  if (result.pendingRescreenId !== null || (released && !amending)) {
    return (
      <p className="flex align-items-center gap-2 mt-0" role="status">
        <i className={result.pendingRescreenId !== null ? 'pi pi-clock' : 'pi pi-verified'} aria-hidden />{' '}
        {result.pendingRescreenId !== null ? t('checklist.held') : result.status === 'amended' ? t('checklist.amended') : t('checklist.released')}
      </p>
    );
  }
  const recommended = warnings.length ? (
    <details className="mb-3">
      <summary className="text-sm cursor-pointer">
        <i className="pi pi-exclamation-triangle text-orange-600 mr-1" aria-hidden />
        {t('checklist.recommended', { count: warnings.length })}
      </summary>
      <ul className={styles.checklist} aria-label={t('checklist.recommendedList')}>
        {warnings.map((w) => (
          <li key={w.field}>
            <i className="pi pi-circle text-color-secondary" aria-hidden />
            {w.text}
          </li>
        ))}
      </ul>
    </details>
  ) : null;
  if (!missing.length) {
    return (
      <>
        <p className="flex align-items-center gap-2 mt-0 text-green-800" role="status">
          <i className="pi pi-check-circle" aria-hidden /> {amending ? t('checklist.amendmentComplete') : t('checklist.complete')}
        </p>
        {recommended}
      </>
    );
  }
  return (
    <>
      <p className="mt-0 mb-2">{t('checklist.needs')}</p>
      <ul className={styles.checklist} aria-label={t('checklist.stillNeeded')}>
        {missing.map((field) => (
          <li key={field}>
            <i className="pi pi-circle text-color-secondary" aria-hidden />
            {labels[field] ?? labelOf(field)}
          </li>
        ))}
      </ul>
      {recommended}
    </>
  );
}
