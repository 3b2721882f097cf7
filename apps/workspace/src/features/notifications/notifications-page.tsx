import { useState } from 'react';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { Button } from 'primereact/button';
import { casePath, hasRole, type CriticalCallDto } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, LoadError, PageCard } from '@pathdesk/web-ui';
import { useGetCriticalCallsQuery } from './notifications-api';
import { RecordCallDialog } from './record-call-dialog';

const VIEWS = [
  { value: true, label: 'To call' },
  { value: false, label: 'Recorded' },
];

/**
 * /workspace/notifications: critical results to phone to the hospitals (issue 15.5). Lab staff see
 * every open call and record them; a pathologist sees those of the reports they signed.
 */
export default function NotificationsPage() {
  const user = useAppSelector(selectSessionUser);
  const staff = hasRole(user?.role, ['admin', 'user']);
  const [open, setOpen] = useState(true);
  const [recording, setRecording] = useState<CriticalCallDto | null>(null);
  const { data, isFetching, isError, error, refetch } = useGetCriticalCallsQuery({ open });
  const summary = data?.summary;
  return (
    <PageCard
      title="Critical-result calls"
      subtitle={
        summary && !open
          ? `${summary.notified} recorded · median ${summary.medianMinutes ?? '—'} min from release to the call · longest ${summary.maxMinutes ?? '—'} min`
          : 'HSIL or worse on a Pap, and unexpected malignancies: tell the hospital, and record who was told.'
      }
      actions={<SelectButton value={open} options={VIEWS} optionLabel="label" optionValue="value" allowEmpty={false} onChange={(e) => setOpen(e.value as boolean)} aria-label="Which calls" />}
    >
      {isError ? <LoadError what="calls" error={error} onRetry={() => void refetch()} /> : null}
      <DataTable value={data?.notifications ?? []} loading={isFetching} dataKey="id" pt={{ table: { 'aria-label': open ? 'Calls to make' : 'Recorded calls' } }} emptyMessage={open ? 'No call to make.' : 'No call recorded yet.'} size="small" stripedRows>
        <Column header="Case" body={(c: CriticalCallDto) => <Link to={casePath(c.kind, c.caseId, 'view')}>{c.accessionNo}</Link>} />
        <Column field="patientName" header="Patient" />
        <Column field="hospitalName" header="Hospital" />
        <Column field="finding" header="Finding" />
        <Column header="Released" body={(c: CriticalCallDto) => <DateText value={c.releasedAt} withTime />} />
        <Column field="signer" header="Signed by" />
        {open ? (
          <Column
            header="Call"
            body={(c: CriticalCallDto) => (staff ? <Button type="button" size="small" label="Record call" icon="pi pi-phone" aria-label={`Record the call for ${c.accessionNo}`} onClick={() => setRecording(c)} /> : 'Lab staff call')}
          />
        ) : (
          <Column
            header="Told"
            body={(c: CriticalCallDto) => (
              <>
                {c.notifiedPerson} · {c.method} {c.readBack ? '· read back' : ''} · <DateText value={c.notifiedAt} withTime /> ({c.minutesToNotification} min)
              </>
            )}
          />
        )}
      </DataTable>
      {recording ? <RecordCallDialog call={recording} onClose={() => setRecording(null)} /> : null}
    </PageCard>
  );
}
