import type { CaseSummary, SummaryByPerson } from '@pathdesk/contracts';
import { StatusTag } from '@pathdesk/web-ui';
import { percent, ratio, withinTarget, workingDays } from './summary-format';
import styles from './summary.module.css';

/** The period's totals, its turnaround against target and (Pap tests) the quality indicators. */
export function SummaryTotals({ summary }: { summary: CaseSummary }) {
  const { totals, tat, gyn } = summary;
  return (
    <dl className={styles.totals} aria-label="Totals">
      <div>
        <dt>Received</dt>
        <dd>{totals.received.toLocaleString()}</dd>
      </div>
      <div>
        <dt>Released</dt>
        <dd>{totals.released.toLocaleString()}</dd>
      </div>
      <div>
        <dt>Pending</dt>
        <dd>{totals.pending.toLocaleString()}</dd>
      </div>
      <div>
        <dt>Cancelled</dt>
        <dd>{totals.cancelled.toLocaleString()}</dd>
      </div>
      <div>
        <dt>TAT median</dt>
        <dd>{workingDays(tat.median)}</dd>
      </div>
      <div>
        <dt>TAT 90th percentile</dt>
        <dd>{workingDays(tat.p90)}</dd>
      </div>
      <div className={styles.wideFigure}>
        <dt>Within target</dt>
        <dd>
          <span className="mr-2">{withinTarget(tat)}</span>
          {tat.meetsTarget === null ? null : <StatusTag value={tat.meetsTarget ? 'On target' : 'Below target'} severity={tat.meetsTarget ? 'success' : 'danger'} />}
        </dd>
      </div>
      {gyn ? (
        <>
          <div>
            <dt>ASC:SIL ratio</dt>
            <dd>{ratio(gyn.ascSilRatio)}</dd>
          </div>
          <div>
            <dt>Unsatisfactory rate</dt>
            <dd>{percent(gyn.unsatisfactoryRate)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

/** A small table of counts and shares. */
function CountTable({ caption, rows, header }: { caption: string; header: string; rows: { key: string; name: string; count: number; share: number }[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{header}</th>
          <th scope="col">Cases</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3}>None in this period.</td>
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

const people = (rows: SummaryByPerson[]) => rows.map((p) => ({ key: String(p.id), name: p.id === null ? `${p.name || 'Not named yet'}` : p.name, count: p.count, share: p.share }));

/** The tables of counts: by category, by hospital (with its TAT), by pathologist and screener. */
export function SummaryTables({ summary }: { summary: CaseSummary }) {
  return (
    <div className={styles.tables}>
      <CountTable caption="By diagnosis category" header="Category" rows={summary.byCategory.map((c) => ({ key: c.category, name: c.label, count: c.count, share: c.share }))} />
      <table className={`${styles.table} ${styles.wideTable}`}>
        <caption>By hospital</caption>
        <thead>
          <tr>
            <th scope="col">Hospital</th>
            <th scope="col">Cases</th>
            <th scope="col">Share</th>
            <th scope="col">Released</th>
            <th scope="col">TAT median</th>
            <th scope="col">TAT p90</th>
            <th scope="col">Within target</th>
          </tr>
        </thead>
        <tbody>
          {summary.byHospital.length === 0 ? (
            <tr>
              <td colSpan={7}>None in this period.</td>
            </tr>
          ) : (
            summary.byHospital.map((h) => (
              <tr key={h.hospitalId}>
                <th scope="row">{h.hospitalName}</th>
                <td>{h.count.toLocaleString()}</td>
                <td>{percent(h.share)}</td>
                <td>{h.released.toLocaleString()}</td>
                <td>{workingDays(h.tat.median)}</td>
                <td>{workingDays(h.tat.p90)}</td>
                <td>{percent(h.tat.withinTargetShare)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <CountTable caption="By pathologist" header="Pathologist" rows={people(summary.byPathologist)} />
      {summary.kind === 'surgical' ? null : <CountTable caption="By screener" header="Screener" rows={people(summary.byScreener)} />}
    </div>
  );
}
