import { useReportsT, type ReportsT } from '../../i18n';
import type { CaseSummary, SummaryByPerson } from '@pathdesk/contracts';
import { StatusTag } from '@pathdesk/web-ui';
import { categoryLabel, percent, ratio, withinTarget, workingDays } from './summary-format';
import styles from './summary.module.css';

/** The period's totals, its turnaround against target and (Pap tests) the quality indicators. */
export function SummaryTotals({ summary }: { summary: CaseSummary }) {
  const { t } = useReportsT();
  const { totals, tat, gyn } = summary;
  const d = t('summary.dayUnit');
  return (
    <dl className={styles.totals} aria-label={t('summary.totals')}>
      <div>
        <dt>{t('summary.received')}</dt>
        <dd>{totals.received.toLocaleString()}</dd>
      </div>
      <div>
        <dt>{t('summary.released')}</dt>
        <dd>{totals.released.toLocaleString()}</dd>
      </div>
      <div>
        <dt>{t('summary.pending')}</dt>
        <dd>{totals.pending.toLocaleString()}</dd>
      </div>
      <div>
        <dt>{t('summary.cancelled')}</dt>
        <dd>{totals.cancelled.toLocaleString()}</dd>
      </div>
      {/* Issue 32.1: amendments (corrections) and addenda (the diagnosis unchanged) counted apart. */}
      <div>
        <dt>{t('summary.amendments')}</dt>
        <dd>{t('summary.versionsOfCases', { versions: summary.revisions.amendments.toLocaleString(), cases: summary.revisions.amendedCases.toLocaleString() })}</dd>
      </div>
      <div>
        <dt>{t('summary.addenda')}</dt>
        <dd>{t('summary.versionsOfCases', { versions: summary.revisions.addenda.toLocaleString(), cases: summary.revisions.addendedCases.toLocaleString() })}</dd>
      </div>
      {/* Issue 27.4: a surgical case's parts. */}
      {summary.parts ? (
        <>
          <div>
            <dt>{t('summary.parts')}</dt>
            <dd>
              {t('summary.partsPerCase', {
                parts: summary.parts.parts.toLocaleString(),
                perCase: summary.parts.perCase === null ? '—' : summary.parts.perCase.toLocaleString(undefined, { maximumFractionDigits: 2 }),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('summary.multiPartCases')}</dt>
            <dd>{summary.parts.multiPartCases.toLocaleString()}</dd>
          </div>
          <div>
            <dt>{t('summary.casesWithMalignantPart')}</dt>
            <dd>{summary.parts.casesWithMalignantPart.toLocaleString()}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>{t('summary.tatMedian')}</dt>
        <dd>{workingDays(tat.median, d)}</dd>
      </div>
      <div>
        <dt>{t('summary.tatP90Long')}</dt>
        <dd>{workingDays(tat.p90, d)}</dd>
      </div>
      <div className={styles.wideFigure}>
        <dt>{t('summary.withinTarget')}</dt>
        <dd>
          <span className="mr-2">{withinTarget(t, tat)}</span>
          {tat.meetsTarget === null ? null : (
            <StatusTag value={tat.meetsTarget ? t('summary.onTarget') : t('summary.belowTarget')} severity={tat.meetsTarget ? 'success' : 'danger'} />
          )}
        </dd>
      </div>
      {gyn ? (
        <>
          <div>
            <dt>{t('summary.ascSil')}</dt>
            <dd>{ratio(gyn.ascSilRatio)}</dd>
          </div>
          <div>
            <dt>{t('summary.unsatisfactory')}</dt>
            <dd>{percent(gyn.unsatisfactoryRate)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

/** A small table of counts and shares. */
function CountTable({ caption, rows, header }: { caption: string; header: string; rows: { key: string; name: string; count: number; share: number }[] }) {
  const { t } = useReportsT();
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{header}</th>
          <th scope="col">{t('summary.cases')}</th>
          <th scope="col">{t('summary.share')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3}>{t('summary.none')}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>{row.count.toLocaleString()}</td>
              <td>{percent(row.share)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

const people = (t: ReportsT, rows: SummaryByPerson[]) =>
  rows.map((p) => ({ key: String(p.id), name: p.id === null ? t('summary.notNamed') : p.name, count: p.count, share: p.share }));

/** The tables of counts: by category, by hospital (with its TAT), by pathologist and screener. */
export function SummaryTables({ summary }: { summary: CaseSummary }) {
  const { t } = useReportsT();
  const d = t('summary.dayUnit');
  return (
    <div className={styles.tables}>
      <CountTable
        caption={t('summary.byCategory')}
        header={t('summary.category')}
        rows={summary.byCategory.map((c) => ({ key: c.category, name: categoryLabel(t, c.category, c.label), count: c.count, share: c.share }))}
      />
      <table className={`${styles.table} ${styles.wideTable}`}>
        <caption>{t('summary.byHospital')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.hospital')}</th>
            <th scope="col">{t('summary.cases')}</th>
            <th scope="col">{t('summary.share')}</th>
            <th scope="col">{t('summary.released')}</th>
            <th scope="col">{t('summary.tatMedian')}</th>
            <th scope="col">{t('summary.tatP90')}</th>
            <th scope="col">{t('summary.withinTarget')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.byHospital.length === 0 ? (
            <tr>
              <td colSpan={7}>{t('summary.none')}</td>
            </tr>
          ) : (
            summary.byHospital.map((h) => (
              <tr key={h.hospitalId}>
                <th scope="row">{h.hospitalName}</th>
                <td>{h.count.toLocaleString()}</td>
                <td>{percent(h.share)}</td>
                <td>{h.released.toLocaleString()}</td>
                <td>{workingDays(h.tat.median, d)}</td>
                <td>{workingDays(h.tat.p90, d)}</td>
                <td>{percent(h.tat.withinTargetShare)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <CountTable caption={t('summary.byPathologist')} header={t('summary.pathologist')} rows={people(t, summary.byPathologist)} />
      {summary.kind === 'surgical' ? null : <CountTable caption={t('summary.byScreener')} header={t('summary.screener')} rows={people(t, summary.byScreener)} />}
    </div>
  );
}
