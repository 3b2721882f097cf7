import { Button } from 'primereact/button';
import type { TestCount } from '@pathdesk/contracts';
import styles from './additionals.module.css';
import { useWorkspaceT } from '../../i18n';

/**
 * The worklist by test: one chip per test with its count of matching orders (counted by the API
 * over every filter but the test), most first. A click filters on the test; again, clears it.
 */
export function TestChips({ counts, selected, onSelect }: { counts: TestCount[] | undefined; selected: number | null; onSelect: (testId: number | null) => void }) {
  const { t } = useWorkspaceT();
  return (
    <div className={`${styles.chips} flex flex-wrap gap-2 mb-3`} role="group" aria-label={t('bench.additionals.byTest')}>
      {counts?.length === 0 ? <span className="text-color-secondary text-sm align-self-center">{t('bench.additionals.noCounts')}</span> : null}
      {counts?.map((c) => {
        const on = c.testId === selected;
        return (
          <Button
            key={c.testId}
            type="button"
            size="small"
            rounded
            outlined={!on}
            label={`${c.testCode} (${c.count.toLocaleString()})`}
            title={t('bench.additionals.chipTitle', { name: c.testName, count: c.count, formatted: c.count.toLocaleString() })}
            aria-pressed={on}
            onClick={() => onSelect(on ? null : c.testId)}
          />
        );
      })}
    </div>
  );
}
