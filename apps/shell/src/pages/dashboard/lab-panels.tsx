import { WAITING_AGE_BUCKETS, WAITING_STAGES, type WaitingAgeBucket, type WaitingStage } from '@pathdesk/contracts';
import { countText, DateText, useCaseKindCopy } from '@pathdesk/web-ui';
import { useShellT } from '../../i18n';
import { CountLink, FigureRow } from './count-link';
import { DashboardPanel } from './dashboard-panel';
import { usePanel } from './use-panel';
import styles from './dashboard.module.css';

export function ReceivedTodayPanel() {
  const { t } = useShellT();
  // "Surgical", not "Surgical cases": the numbers' names must not take the quick links' names.
  const copy = useCaseKindCopy();
  return (
    <DashboardPanel id="received-today" title={t('panels.receivedToday')} query={usePanel('received-today')} lines={4}>
      {(panel) => (
        <ul className={styles.figures}>
          {panel.byKind.map((k) => (
            <FigureRow key={k.kind} label={copy[k.kind].short} count={k.count} link={k.link} note={t('panels.receivedTodayNote')} />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

/** Open cases by stage (rows) and age since reception (columns), each cell linked to its worklist. */
export function WaitingPanel() {
  const { t } = useShellT();
  const STAGE_LABELS: Record<WaitingStage, string> = { gross: t('panels.waitingGross'), result: t('panels.waitingResult'), 'sign-out': t('panels.waitingSignOut') };
  const AGE_LABELS: Record<WaitingAgeBucket, string> = {
    '0-1': t('panels.age.upTo1'),
    '2-3': t('panels.age.from2to3'),
    '4-7': t('panels.age.from4to7'),
    '8+': t('panels.age.over7'),
  };
  return (
    <DashboardPanel id="waiting" title={t('panels.waiting')} query={usePanel('waiting')} lines={4} wide>
      {(panel) => (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('panels.stage')}</th>
              <th scope="col">{t('panels.all')}</th>
              {WAITING_AGE_BUCKETS.map((b) => (
                <th key={b.key} scope="col">
                  {AGE_LABELS[b.key]}
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
                    return (
                      <td key={b.key}>{cell ? <CountLink count={cell.count} link={cell.link} label={`${STAGE_LABELS[stage].toLowerCase()}, ${AGE_LABELS[b.key]}`} /> : '—'}</td>
                    );
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
  const { t } = useShellT();
  return (
    <DashboardPanel id="open-additionals" title={t('panels.additionals')} query={usePanel('open-additionals')}>
      {(panel) => (
        <>
          <ul className={styles.figures}>
            <FigureRow label={t('panels.openOrders')} count={panel.open.count} link={panel.open.link} />
            <FigureRow label={t('panels.overdueOrders')} count={panel.overdue.count} link={panel.overdue.link} />
          </ul>
          {panel.oldestOrderedAt ? (
            <p className={`${styles.muted} mb-0`}>
              {t('panels.oldestOrdered')} <DateText value={panel.oldestOrderedAt} withTime />
            </p>
          ) : null}
        </>
      )}
    </DashboardPanel>
  );
}

export function ToDispatchPanel() {
  const { t } = useShellT();
  const copy = useCaseKindCopy();
  return (
    <DashboardPanel id="to-dispatch" title={t('panels.toDispatch')} query={usePanel('to-dispatch')} lines={4}>
      {(panel) => (
        <ul className={styles.figures}>
          {panel.byKind.map((k) => (
            <FigureRow
              key={k.kind}
              label={t('panels.kindReports', { kind: copy[k.kind].short })}
              count={k.count}
              capped={k.capped}
              link={k.link}
              note={k.resend ? t('panels.resend', { count: k.resend, n: countText(k.resend, k.resendCapped) }) : undefined}
            />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
