import { Column } from 'primereact/column';
import { DateText, LoadError, DataTable } from '@pathdesk/web-ui';
import { useCase } from '../cases';
import { useWorkspaceT } from '../../i18n';
import { useGetTimelineQuery } from './custody-api';
import { formatDuration } from './duration';
import { DeviceLabels } from './device-labels';
import { LegalHoldPanel } from './legal-hold-panel';
import type { TimelineRow } from './timeline-rows';

/** A big case's timeline (40 blocks of 5 slides: 1,200 events) is shown a page at a time. */
const ROWS = 100;

/** The case's Timeline tab: every step of every specimen, block and slide in order, who and when, and the time since the item's previous step. */
export default function TimelinePage() {
  const { kind, caseDto } = useCase();
  const { t } = useWorkspaceT();
  const { data, isLoading, isError, error, refetch } = useGetTimelineQuery({ kind, caseId: caseDto.id });

  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="text-xl mt-0">
        {t('custody.timeline.title')}
      </h2>
      <LegalHoldPanel caseId={caseDto.id} />
      <DeviceLabels accessionNo={caseDto.accessionNo} />
      {isError ? (
        <LoadError what={t('custody.timeline.title')} error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          value={data ?? []}
          loading={isLoading}
          dataKey="id"
          paginator={(data?.length ?? 0) > ROWS}
          rows={ROWS}
          size="small"
          pt={{ table: { 'aria-label': t('custody.timeline.title') } }}
          emptyMessage={t('custody.timeline.empty')}
        >
          <Column header={t('custody.columns.when')} body={(e: TimelineRow) => <DateText value={e.at} withTime />} />
          <Column header={t('custody.columns.item')} body={(e: TimelineRow) => (e.itemRef ? `${e.itemRef.itemCode} · ${e.itemRef.barcode}` : '')} />
          <Column header={t('custody.columns.step')} body={(e: TimelineRow) => t(`custody.steps.${e.action}`)} />
          <Column header={t('custody.columns.by')} field="by" />
          <Column header={t('custody.columns.where')} body={(e: TimelineRow) => [e.station, e.locationRef?.code].filter(Boolean).join(' · ')} />
          <Column header={t('custody.columns.since')} body={(e: TimelineRow) => (e.sincePreviousMs === null ? '' : formatDuration(e.sincePreviousMs))} />
          <Column
            header={t('custody.columns.reason')}
            body={(e: TimelineRow) => (e.overrideReason ? t('custody.timeline.overridden', { reason: e.overrideReason }) : (e.reason ?? ''))}
          />
        </DataTable>
      )}
    </section>
  );
}
