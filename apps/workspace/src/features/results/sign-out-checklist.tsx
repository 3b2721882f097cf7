import styles from './result-page.module.css';
import { labelOf } from './result-form-model';
import { useWorkspaceT } from '../../i18n';

/** What the result still needs before it can be signed out (the server checks the same list). */
export function SignOutChecklist({ missing }: { missing: readonly string[] }) {
  const { t } = useWorkspaceT();
  if (!missing.length) {
    return (
      <p className="flex align-items-center gap-2 mt-0 text-green-800" role="status">
        <i className="pi pi-check-circle" aria-hidden /> {t('checklist.complete')}
      </p>
    );
  }
  return (
    <>
      <p className="mt-0 mb-2">{t('checklist.needs')}</p>
      <ul className={styles.checklist} aria-label={t('checklist.stillNeeded')}>
        {missing.map((field) => (
          <li key={field}>
            <i className="pi pi-circle text-color-secondary" aria-hidden />
            {labelOf(field)}
          </li>
        ))}
      </ul>
    </>
  );
}
