import { useState } from 'react';
import { GYN_INTERPRETATION_LABELS, type GynReviewSummary } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { DateField, ErrorPanel, localDay, Spinner } from '@pathdesk/web-ui';
import { useGetReviewSummaryQuery } from './rescreens-api';
import { REASON_LABELS } from './rescreen-labels';
import styles from './review-summary.module.css';

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);
const firstOfMonth = () => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), 1);
};

/** The gynecological review report: how often NILM Paps were held, and how the rescreens agreed. */
export function ReviewSummary() {
  const [from, setFrom] = useState<Date | null>(firstOfMonth);
  const [to, setTo] = useState<Date | null>(() => new Date());
  const range = { ...(from ? { from: localDay(from) } : {}), ...(to ? { to: localDay(to) } : {}) };
  const { data, isFetching, isError, error, refetch } = useGetReviewSummaryQuery(range);

  return (
    <>
      <div className="grid" role="group" aria-label="Period">
        <div className="col-12 sm:col-6 md:col-3">
          <DateField id="review-from" label="From" value={from} onChange={setFrom} showIcon showButtonBar maxDate={to ?? undefined} />
        </div>
        <div className="col-12 sm:col-6 md:col-3">
          <DateField id="review-to" label="To" value={to} onChange={setTo} showIcon showButtonBar minDate={from ?? undefined} />
        </div>
      </div>
      {isError ? (
        <ErrorPanel title="The review report could not be loaded." detail={apiErrorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner label="Loading the review report" />
      ) : (
        <div aria-busy={isFetching}>
          <SummaryFigures summary={data} />
          <SummaryTables summary={data} />
        </div>
      )}
    </>
  );
}

function SummaryFigures({ summary }: { summary: GynReviewSummary }) {
  const { selection, rescreens } = summary;
  const considered = selection.decisions + selection.highRisk;
  const heldShare = considered ? selection.held / considered : null;
  const figures: [string, string][] = [
    ['NILM Paps at sign-out', String(considered)],
    ['Held for rescreen', `${selection.held} (${percent(heldShare)})`],
    ['Rescreens pending', String(rescreens.pending)],
    ['Agreed / disagreed', `${rescreens.agree} / ${rescreens.disagree}`],
    ['Agreement rate', percent(rescreens.agreementRate)],
  ];
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SummaryTables({ summary }: { summary: GynReviewSummary }) {
  return (
    <div className="grid mt-3">
      <section className="col-12 lg:col-6" aria-labelledby="review-corrections">
        <h3 id="review-corrections" className="text-lg">
          Corrections
        </h3>
        {summary.corrections.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Original</th>
                <th scope="col">Corrected to</th>
                <th scope="col">Cases</th>
              </tr>
            </thead>
            <tbody>
              {summary.corrections.map((c) => (
                <tr key={`${c.original}-${c.corrected}`}>
                  <td title={GYN_INTERPRETATION_LABELS[c.original]}>{c.original}</td>
                  <td title={GYN_INTERPRETATION_LABELS[c.corrected]}>{c.corrected}</td>
                  <td>{c.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-color-secondary">No rescreen disagreed in this period.</p>
        )}
      </section>
      <CountsTable id="review-by-reason" title="By reason" rows={summary.byReason.map((r) => ({ key: REASON_LABELS[r.reason].label, ...r }))} />
      <CountsTable id="review-by-reviewer" title="By reviewer" rows={summary.byReviewer.map((r) => ({ key: r.reviewer, ...r }))} />
      <CountsTable id="review-by-month" title="By month" rows={summary.byPeriod.map((r) => ({ key: r.period, ...r }))} />
    </div>
  );
}

function CountsTable({ id, title, rows }: { id: string; title: string; rows: { key: string; agree: number; disagree: number; pending?: number }[] }) {
  const withPending = rows.some((r) => r.pending !== undefined);
  return (
    <section className="col-12 lg:col-6" aria-labelledby={id}>
      <h3 id={id} className="text-lg">
        {title}
      </h3>
      {rows.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{title.replace('By ', '').replace(/^./, (c) => c.toUpperCase())}</th>
              <th scope="col">Agreed</th>
              <th scope="col">Disagreed</th>
              {withPending ? <th scope="col">Pending</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.key}</th>
                <td>{r.agree}</td>
                <td>{r.disagree}</td>
                {withPending ? <td>{r.pending ?? 0}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-color-secondary">Nothing in this period.</p>
      )}
    </section>
  );
}
