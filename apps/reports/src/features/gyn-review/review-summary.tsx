import { useState } from 'react';
import { useReportsT } from '../../i18n';
import { GYN_INTERPRETATION_LABELS, type GynReviewSummary } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { DateField, ErrorPanel, localDay, Spinner, useFormatMonth } from '@pathdesk/web-ui';
import { useGetReviewSummaryQuery } from './rescreens-api';
import { reasonLabel } from './rescreen-labels';
import styles from './review-summary.module.css';

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);
const firstOfMonth = () => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), 1);
};

/** The gynecological review report: how often NILM Paps were held, and how the rescreens agreed. */
export function ReviewSummary() {
  const { t } = useReportsT();
  const [from, setFrom] = useState<Date | null>(firstOfMonth);
  const [to, setTo] = useState<Date | null>(() => new Date());
  const range = { ...(from ? { from: localDay(from) } : {}), ...(to ? { to: localDay(to) } : {}) };
  const { data, isFetching, isError, error, refetch } = useGetReviewSummaryQuery(range);

  return (
    <div className={styles.report}>
      <div className="grid" role="group" aria-label={t('common.period')}>
        <div className="col-12 sm:col-6 md:col-3">
          <DateField id="review-from" label={t('common.from')} value={from} onChange={setFrom} showIcon showButtonBar maxDate={to ?? undefined} />
        </div>
        <div className="col-12 sm:col-6 md:col-3">
          <DateField id="review-to" label={t('common.to')} value={to} onChange={setTo} showIcon showButtonBar minDate={from ?? undefined} />
        </div>
      </div>
      {isError ? (
        <ErrorPanel title={t('review.reportFailed')} detail={apiErrorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner label={t('review.reportLoading')} />
      ) : (
        <div aria-busy={isFetching}>
          <SummaryFigures summary={data} />
          <SummaryTables summary={data} />
        </div>
      )}
    </div>
  );
}

function SummaryFigures({ summary }: { summary: GynReviewSummary }) {
  const { t } = useReportsT();
  const { selection, rescreens } = summary;
  const considered = selection.decisions + selection.highRisk;
  const heldShare = considered ? selection.held / considered : null;
  const figures: [string, string][] = [
    [t('review.figures.nilm'), String(considered)],
    [t('review.figures.held'), `${selection.held} (${percent(heldShare)})`],
    [t('review.figures.pending'), String(rescreens.pending)],
    [t('review.figures.agreedDisagreed'), `${rescreens.agree} / ${rescreens.disagree}`],
    [t('review.figures.rate'), percent(rescreens.agreementRate)],
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
  const { t } = useReportsT();
  const formatMonth = useFormatMonth();
  return (
    <div className="grid mt-3">
      <section className="col-12 lg:col-6" aria-labelledby="review-corrections">
        <h3 id="review-corrections" className="text-lg">
          {t('review.corrections')}
        </h3>
        {summary.corrections.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('review.originalShort')}</th>
                <th scope="col">{t('review.correctedTo')}</th>
                <th scope="col">{t('review.cases')}</th>
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
          <p className="text-color-secondary">{t('review.noCorrections')}</p>
        )}
      </section>
      <CountsTable
        id="review-by-reason"
        title={t('review.byReason')}
        column={t('review.reason')}
        rows={summary.byReason.map((r) => ({ key: reasonLabel(t, r.reason).label, ...r }))}
      />
      <CountsTable id="review-by-reviewer" title={t('review.byReviewer')} column={t('review.reviewer')} rows={summary.byReviewer.map((r) => ({ key: r.reviewer, ...r }))} />
      <CountsTable id="review-by-month" title={t('review.byMonth')} column={t('review.month')} rows={summary.byPeriod.map((r) => ({ key: formatMonth(r.period), ...r }))} />
    </div>
  );
}

function CountsTable({ id, title, column, rows }: { id: string; title: string; column: string; rows: { key: string; agree: number; disagree: number; pending?: number }[] }) {
  const { t } = useReportsT();
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
              <th scope="col">{column}</th>
              <th scope="col">{t('review.agreed')}</th>
              <th scope="col">{t('review.disagreed')}</th>
              {withPending ? <th scope="col">{t('review.pending')}</th> : null}
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
        <p className="text-color-secondary">{t('review.nothing')}</p>
      )}
    </section>
  );
}
