import { WAITING_AGE_BUCKETS, WAITING_STAGES, type WaitingStage } from '@pathdesk/contracts';
import { CASE_KIND_COPY, DateText } from '@pathdesk/web-ui';
import { CountLink, FigureRow } from './count-link';
import { DashboardPanel } from './dashboard-panel';
import { usePanel } from './use-panel';
import styles from './dashboard.module.css';

// "Surgical", not "Surgical cases": the numbers' names must not take the quick links' names.
const kindLabel = (kind: keyof typeof CASE_KIND_COPY) => CASE_KIND_COPY[kind].title.replace(/ cases$/, '');

export function ReceivedTodayPanel() {
  return (
    <DashboardPanel id="received-today" title="Received today" query={usePanel('received-today')} lines={4}>
      {(panel) => (
        <ul className={styles.figures}>
          {panel.byKind.map((k) => (
            <FigureRow key={k.kind} label={kindLabel(k.kind)} count={k.count} link={k.link} note="received today" />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

const STAGE_LABELS: Record<WaitingStage, string> = { gross: 'Waiting for gross', result: 'Waiting for a result', 'sign-out': 'Waiting for sign-out' };

/** Open cases by stage (rows) and age since reception (columns), each cell linked to its worklist. */
export function WaitingPanel() {
  return (
    <DashboardPanel id="waiting" title="Cases waiting, by age" query={usePanel('waiting')} lines={4} wide>
      {(panel) => (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">All</th>
              {WAITING_AGE_BUCKETS.map((b) => (
                <th key={b.key} scope="col">
                  {b.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WAITING_STAGES.map((stage) => {
              const row = panel.stages.find((s) => s.stage === stage);
              if (!row) return null;
              return (
                <tr key={stage}>
                  <th scope="row">{STAGE_LABELS[stage]}</th>
                  <td>
                    <CountLink count={row.total} link={row.link} label={STAGE_LABELS[stage].toLowerCase()} />
                  </td>
                  {WAITING_AGE_BUCKETS.map((b) => {
                    const cell = row.byAge.find((a) => a.bucket === b.key);
                    return <td key={b.key}>{cell ? <CountLink count={cell.count} link={cell.link} label={`${STAGE_LABELS[stage].toLowerCase()}, ${b.label}`} /> : '—'}</td>;
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </DashboardPanel>
  );
}

export function OpenAdditionalsPanel() {
  return (
    <DashboardPanel id="open-additionals" title="Additional tests" query={usePanel('open-additionals')}>
      {(panel) => (
        <>
          <ul className={styles.figures}>
            <FigureRow label="Open orders" count={panel.open.count} link={panel.open.link} />
            <FigureRow label="Ordered more than 2 days ago" count={panel.overdue.count} link={panel.overdue.link} />
          </ul>
          {panel.oldestOrderedAt ? (
            <p className={`${styles.muted} mb-0`}>
              Oldest ordered <DateText value={panel.oldestOrderedAt} withTime />
            </p>
          ) : null}
        </>
      )}
    </DashboardPanel>
  );
}

export function ToDispatchPanel() {
  return (
    <DashboardPanel id="to-dispatch" title="Reports to dispatch" query={usePanel('to-dispatch')} lines={4}>
      {(panel) => (
        <ul className={styles.figures}>
          {panel.byKind.map((k) => (
            <FigureRow key={k.kind} label={CASE_KIND_COPY[k.kind].title.replace(' cases', ' reports')} count={k.count} link={k.link} note={k.resend ? `${k.resend} amended — send again` : undefined} />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
