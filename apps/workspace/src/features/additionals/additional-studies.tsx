import type { CaseKind } from '@pathdesk/contracts';
import { DateText } from '@pathdesk/web-ui';
import { useGetCaseAdditionalsQuery } from './additionals-api';
import { useWorkspaceT } from '../../i18n';

/**
 * The case's finished additional tests and the bench's notes on them, beside the result, for the
 * pathologist who writes their results (the result's "Additional studies": what the report prints —
 * never these notes, issue 24.3); the open ones are counted.
 */
export function AdditionalStudies({ kind, caseId }: { kind: CaseKind; caseId: number }) {
  const { data: orders = [], isLoading } = useGetCaseAdditionalsQuery({ kind, caseId });
  const { t } = useWorkspaceT();
  const done = orders.filter((o) => o.status === 'done');
  const open = orders.filter((o) => o.status === 'ordered' || o.status === 'in_progress').length;
  if (isLoading || (!done.length && !open)) return null;
  return (
    <section aria-labelledby="studies-title" className="mt-4">
      <h3 id="studies-title" className="text-lg mt-0 mb-2">
        {t('bench.additionals.studies')}
      </h3>
      {done.length ? <p className="text-sm text-color-secondary mt-0">{t('bench.additionals.notPrinted')}</p> : null}
      {open ? <p className="text-sm text-color-secondary mt-0">{t('bench.additionals.stillOpen', { count: open })}</p> : null}
      <ul className="list-none p-0 m-0 flex flex-column gap-2">
        {done.map((o) => (
          <li key={o.id}>
            <strong>{o.testCode}</strong>
            {o.blockCode ? ` (${o.blockCode})` : ''}: {o.resultNote ?? <span className="text-color-secondary">{t('bench.additionals.noNote')}</span>}
            <div className="text-sm text-color-secondary">
              {o.doneBy} · {o.doneAt ? <DateText value={o.doneAt} withTime /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
