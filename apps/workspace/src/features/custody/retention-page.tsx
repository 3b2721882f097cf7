import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import type { DueItemDto } from '@pathdesk/contracts';
import { apiErrorMessage, apiFieldErrors } from '@pathdesk/web-data';
import { DateText, LoadError, PageCard, DataTable } from '@pathdesk/web-ui';
import { useWorkspaceT } from '../../i18n';
import { useDisposeMutation, useGetDisposalsQuery, useGetDueItemsQuery } from './custody-api';

const KINDS = ['block', 'slide', 'requisition'] as const;

/**
 * /workspace/retention: what is due for disposal (its period ended; blocked items say why), and a
 * batch disposed of with a second person's approval — their account and password at this screen —
 * after a confirmation. Below, the disposal records, kept forever.
 */
export default function RetentionPage() {
  const { t } = useWorkspaceT();
  /** "S69-00042 A1"; a requisition's word in the reader's language (the API's label says "requisition"). */
  const itemLabel = (i: DueItemDto) => `${i.accessionNo} ${i.itemKind === 'requisition' ? t('custody.kinds.requisition') : i.itemCode}`;
  const [kind, setKind] = useState<(typeof KINDS)[number] | ''>('');
  const params = useMemo((): Record<string, string> => (kind ? { kind, rows: '500' } : { rows: '500' }), [kind]);
  const due = useGetDueItemsQuery(params);
  const disposals = useGetDisposalsQuery();
  const [dispose, disposing] = useDisposeMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [approver, setApprover] = useState({ username: '', password: '' });
  const [doneCount, setDoneCount] = useState<number | null>(null);
  const items = useMemo(() => due.data?.items ?? [], [due.data]);
  const disposable = items.filter((i) => !i.refusal);
  const chosen = items.filter((i) => selected.has(i.barcode));
  // New rows when the selection changes: the table's cells re-render only for a changed row.
  const rows = useMemo(() => items.map((i) => ({ ...i, selected: selected.has(i.barcode) })), [items, selected]);

  const toggle = (barcode: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(barcode)) next.delete(barcode);
      else next.add(barcode);
      return next;
    });

  function confirmDisposal() {
    confirmDialog({
      header: t('custody.retention.confirmTitle'),
      message: t('custody.retention.confirmText', { count: chosen.length, approver: approver.username }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('custody.retention.dispose'),
      rejectLabel: t('custody.retention.cancel'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: async () => {
        const result = await dispose({ codes: chosen.map((i) => i.barcode), reason: reason.trim(), approver });
        if ('data' in result && result.data) {
          setDoneCount(result.data.items.length);
          setSelected(new Set());
          setReason('');
          setApprover({ username: '', password: '' });
        }
      },
    });
  }

  const ready = chosen.length > 0 && reason.trim() && approver.username.trim() && approver.password;
  return (
    <PageCard title={t('custody.retention.title')} subtitle={due.data ? t('custody.retention.dueCount', { count: due.data.total }) : undefined}>
      <div className="flex flex-wrap gap-3 align-items-center mb-3" role="group" aria-label={t('custody.retention.kind')}>
        {(['', ...KINDS] as const).map((k) => (
          <label key={k || 'all'} className="flex align-items-center gap-1">
            {/* The page opens on its first control, the kind (issue 31): Tab goes on to the items, then the batch's reason. */}
            <input type="radio" name="retention-kind" checked={kind === k} onChange={() => setKind(k)} autoFocus={k === ''} />
            {k ? t(`custody.kinds.${k}`) : t('custody.retention.allKinds')}
          </label>
        ))}
        <Button
          type="button"
          label={t('custody.retention.selectAll', { count: disposable.length })}
          size="small"
          text
          onClick={() => setSelected(new Set(disposable.map((i) => i.barcode)))}
          disabled={!disposable.length}
        />
      </div>
      {due.isError ? (
        <LoadError what={t('custody.retention.title')} error={due.error} onRetry={() => void due.refetch()} />
      ) : (
        <DataTable
          value={rows}
          loading={due.isLoading}
          dataKey="barcode"
          size="small"
          pt={{ table: { 'aria-label': t('custody.retention.dueList') } }}
          emptyMessage={t('custody.retention.none')}
        >
          <Column
            header={t('custody.retention.select')}
            body={(i: DueItemDto & { selected: boolean }) => (
              <input
                type="checkbox"
                aria-label={t('custody.retention.selectItem', { label: itemLabel(i), barcode: i.barcode })}
                checked={i.selected}
                disabled={!!i.refusal}
                onChange={() => toggle(i.barcode)}
              />
            )}
          />
          <Column header={t('custody.columns.item')} body={(i: DueItemDto) => `${itemLabel(i)} · ${i.barcode}`} />
          <Column header={t('custody.retention.kindColumn')} body={(i: DueItemDto) => t(`custody.kinds.${i.itemKind}`)} />
          <Column header={t('custody.retention.received')} body={(i: DueItemDto) => <DateText value={i.receivedDay} />} />
          <Column header={t('custody.retention.dueDay')} body={(i: DueItemDto) => <DateText value={i.dueDay} />} />
          <Column
            header={t('custody.retention.refusal')}
            body={(i: DueItemDto) =>
              i.refusalCode ? <span className="text-orange-700">{t(`custody.retention.refusals.${i.refusalCode}`, { detail: i.refusalDetail ?? '' })}</span> : ''
            }
          />
        </DataTable>
      )}

      <form
        className="flex flex-wrap gap-2 align-items-end mt-3"
        aria-label={t('custody.retention.batch')}
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) confirmDisposal();
        }}
      >
        <label className="flex flex-column gap-1">
          {t('custody.retention.reason')}
          <InputText value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </label>
        <label className="flex flex-column gap-1">
          {t('custody.retention.approver')}
          <InputText value={approver.username} maxLength={100} autoComplete="off" onChange={(e) => setApprover((a) => ({ ...a, username: e.target.value }))} />
        </label>
        <label className="flex flex-column gap-1" htmlFor="approver-password">
          {t('custody.retention.approverPassword')}
          <Password
            inputId="approver-password"
            value={approver.password}
            feedback={false}
            autoComplete="off"
            onChange={(e) => setApprover((a) => ({ ...a, password: e.target.value }))}
          />
        </label>
        <Button
          type="submit"
          severity="danger"
          icon="pi pi-trash"
          label={t('custody.retention.disposeCount', { count: chosen.length })}
          disabled={!ready}
          loading={disposing.isLoading}
        />
      </form>
      <div aria-live="polite" className="mt-2">
        {disposing.error ? (
          <div role="alert" className="p-error">
            <p className="m-0">{apiErrorMessage(disposing.error)}</p>
            <ul className="m-0">
              {apiFieldErrors(disposing.error).map((e) => (
                <li key={e.field}>{e.message}</li>
              ))}
            </ul>
          </div>
        ) : doneCount !== null ? (
          <p role="status">{t('custody.retention.disposed', { count: doneCount })}</p>
        ) : null}
      </div>

      <h2 className="text-lg mt-5">{t('custody.retention.records')}</h2>
      <DataTable
        value={disposals.data?.disposals ?? []}
        loading={disposals.isLoading}
        dataKey="id"
        size="small"
        pt={{ table: { 'aria-label': t('custody.retention.records') } }}
        emptyMessage={t('custody.retention.noRecords')}
      >
        <Column header="#" field="id" />
        <Column header={t('custody.columns.when')} body={(d: { at: string }) => <DateText value={d.at} withTime />} />
        <Column header={t('custody.retention.count')} field="count" />
        <Column header={t('custody.columns.by')} field="by" />
        <Column header={t('custody.retention.approvedBy')} field="approvedBy" />
        <Column header={t('custody.columns.reason')} field="reason" />
      </DataTable>
    </PageCard>
  );
}
