import { useState } from 'react';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { SelectButton } from 'primereact/selectbutton';
import { Button } from 'primereact/button';
import { casePath, hasRole, type CriticalCallDto } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, LoadError, PageCard, DataTable } from '@pathdesk/web-ui';
import { useGetCriticalCallsQuery } from './notifications-api';
import { RecordCallDialog } from './record-call-dialog';
import { useWorkspaceT } from '../../i18n';

/**
 * /workspace/notifications: critical results to phone to the hospitals (issue 15.5). Lab staff see
 * every open call and record them; a pathologist sees those of the reports they signed.
 */
export default function NotificationsPage() {
  const user = useAppSelector(selectSessionUser);
  const { t } = useWorkspaceT();
  const VIEWS = [
    { value: true, label: t('calls.toCall') },
    { value: false, label: t('calls.recorded') },
  ];
  const staff = hasRole(user?.role, ['admin', 'user']);
  const [open, setOpen] = useState(true);
  const [recording, setRecording] = useState<CriticalCallDto | null>(null);
  const { data, isFetching, isError, error, refetch } = useGetCriticalCallsQuery({ open });
  const summary = data?.summary;
  return (
    <PageCard
      title={t('calls.title')}
      subtitle={
        summary && !open
          ? t('calls.summary', { notified: summary.notified, median: summary.medianMinutes ?? '—', p90: summary.p90Minutes ?? '—', longest: summary.maxMinutes ?? '—' })
          : t('calls.subtitle')
      }
      actions={
        <SelectButton
          value={open}
          options={VIEWS}
          optionLabel="label"
          optionValue="value"
          allowEmpty={false}
          onChange={(e) => setOpen(e.value as boolean)}
          aria-label={t('calls.which')}
        />
      }
    >
      {isError ? <LoadError what={t('calls.what')} error={error} onRetry={() => void refetch()} /> : null}
      <DataTable
        value={data?.notifications ?? []}
        loading={isFetching}
        dataKey="id"
        pt={{ table: { 'aria-label': open ? t('calls.toMake') : t('calls.recordedCalls') } }}
        emptyMessage={open ? t('calls.noneToMake') : t('calls.noneRecorded')}
        size="small"
        stripedRows
      >
        <Column header={t('calls.case')} body={(c: CriticalCallDto) => <Link to={casePath(c.kind, c.caseId, 'view')}>{c.accessionNo}</Link>} />
        <Column field="patientName" header={t('columns.patient')} />
        <Column field="hospitalName" header={t('columns.hospital')} />
        <Column field="finding" header={t('calls.finding')} />
        <Column header={t('calls.released')} body={(c: CriticalCallDto) => <DateText value={c.releasedAt} withTime />} />
        <Column field="signer" header={t('calls.signedBy')} />
        {/* Issue 28.3: acknowledged online by someone at the hospital, apart from the lab's own call. */}
        <Column
          header={t('calls.acknowledged')}
          body={(c: CriticalCallDto) =>
            c.acknowledgedAt ? (
              <>
                {c.acknowledgedBy} · <DateText value={c.acknowledgedAt} withTime />
              </>
            ) : (
              <span className="text-color-secondary">{t('calls.notAcknowledged')}</span>
            )
          }
        />
        {open ? (
          <Column
            header={t('calls.call')}
            body={(c: CriticalCallDto) =>
              staff ? (
                <Button
                  type="button"
                  size="small"
                  label={t('calls.record')}
                  icon="pi pi-phone"
                  aria-label={t('calls.recordFor', { accessionNo: c.accessionNo })}
                  onClick={() => setRecording(c)}
                />
              ) : (
                t('calls.labStaffCall')
              )
            }
          />
        ) : (
          <Column
            header={t('calls.told')}
            body={(c: CriticalCallDto) => (
              <>
                {c.notifiedPerson} · {c.method} {c.readBack ? `· ${t('calls.readBackShort')}` : ''} · <DateText value={c.notifiedAt} withTime /> (
                {t('calls.minutes', { count: c.minutesToNotification })})
              </>
            )}
          />
        )}
      </DataTable>
      {recording ? <RecordCallDialog call={recording} onClose={() => setRecording(null)} /> : null}
    </PageCard>
  );
}
