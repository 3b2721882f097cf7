import type { ReactNode } from 'react';
import type { CaseHistoryEntry, CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { DateText } from '@pathdesk/web-ui';
import { useGetCaseHistoryQuery } from './cases-api';
import styles from './case-history.module.css';

const ACTIONS: Record<string, string> = { create: 'Registered', update: 'Edited', cancel: 'Cancelled', view: 'Viewed', print: 'Printed' };

/** The case's audit trail: who changed what, when, from what to what. */
export function CaseHistory({ kind, id }: { kind: CaseKind; id: number }) {
  const { data: history = [], isLoading, isError, error } = useGetCaseHistoryQuery({ kind, id });
  return (
    <section className="card" aria-labelledby="case-history-title">
      <h2 id="case-history-title" className="text-xl mt-0">
        History
      </h2>
      {isLoading ? <p>Loading…</p> : null}
      {isError ? <p className="p-error">The history could not be loaded: {apiErrorMessage(error)}</p> : null}
      <ol className={styles.timeline}>
        {history.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ol>
    </section>
  );
}

function HistoryItem({ entry }: { entry: CaseHistoryEntry }) {
  const changes = Object.entries(entry.changes);
  return (
    <li className={styles.item}>
      <div className={styles.when}>
        <strong>{ACTIONS[entry.action] ?? entry.action}</strong> by {entry.actor ?? 'the system'} · <DateText value={entry.at} withTime />
      </div>
      {entry.reason ? <div className={styles.reason}>Reason: {entry.reason}</div> : null}
      {entry.action !== 'create' && changes.length ? (
        <table className={styles.changes}>
          <tbody>
            {changes.map(([field, [before, after]]) => (
              <tr key={field}>
                <th scope="row">{field}</th>
                <td className={styles.before}>{show(before)}</td>
                <td aria-hidden>→</td>
                <td>{show(after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

function show(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return <DateText value={value} withTime />;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
