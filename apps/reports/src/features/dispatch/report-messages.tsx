import { useEffect, useMemo, useState } from 'react';
import type { ReportMessageState } from '@pathdesk/contracts';
import { MESSAGE_STATE_SEVERITY, StatusTag } from '@pathdesk/web-ui';
import { useGetReportMessagesQuery } from '../../api/interface-messages-api';
import { useReportsT } from '../../i18n';

/** A message still on its way is asked about again every few seconds until the hospital answers. */
const ON_ITS_WAY = new Set<ReportMessageState['state']>(['queued', 'sent']);
const POLL_MS = 3_000;

/** Issue 29.3: the messages of the listed report versions to the hospitals' systems, by report (one request for the list). */
export function useReportMessages(reportIds: number[]): Map<number, ReportMessageState[]> {
  const [pending, setPending] = useState(false);
  const { data } = useGetReportMessagesQuery(reportIds, { skip: reportIds.length === 0, pollingInterval: pending ? POLL_MS : 0, skipPollingIfUnfocused: true });
  useEffect(() => setPending(data?.some((m) => ON_ITS_WAY.has(m.state)) ?? false), [data]);
  return useMemo(() => {
    const byReport = new Map<number, ReportMessageState[]>();
    for (const m of data ?? []) byReport.set(m.reportId, [...(byReport.get(m.reportId) ?? []), m]);
    return byReport;
  }, [data]);
}

/** Where one report stands in each of its hospital's systems: "HIS@BKV: Acknowledged", with a refusal's reason. */
export function ReportMessages({ messages }: { messages: ReportMessageState[] | undefined }) {
  const { t } = useReportsT();
  if (!messages?.length) return <span aria-label={t('dispatch.electronicNone')}>—</span>;
  return (
    <span className="flex flex-column gap-1 align-items-start">
      {messages.map((m) => (
        <span key={m.interfaceId} className="flex flex-column">
          <StatusTag severity={MESSAGE_STATE_SEVERITY[m.state]} value={t('dispatch.messageState', { interface: m.interfaceName, state: t(`dispatch.messageStates.${m.state}`) })} />
          {m.error && !ON_ITS_WAY.has(m.state) ? <small className="text-color-secondary">{m.error}</small> : null}
        </span>
      ))}
    </span>
  );
}
