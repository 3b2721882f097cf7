import { useState, type ReactNode } from 'react';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { hasRole, type ParaffinDto, type ParaffinStatus } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, StatusTag, type TagSeverity, type useLazyTable, DataTable } from '@pathdesk/web-ui';
import { ParaffinMoveDialog } from './paraffin-move-dialog';
import { PARAFFIN_ROLES, paraffinMoves, type ParaffinMove } from './paraffin-form-model';
import { useParaffinStatusLabels } from './use-paraffin-labels';
import { useWorkspaceT } from '../../i18n';
import styles from './paraffins.module.css';

const SEVERITY: Record<ParaffinStatus, TagSeverity> = { requested: 'info', sent: 'warning', returned: 'success', kept: 'secondary' };

function Status({ request }: { request: ParaffinDto }) {
  const { t } = useWorkspaceT();
  const labels = useParaffinStatusLabels();
  return (
    <div className="flex gap-1 flex-wrap">
      <StatusTag value={labels[request.status]} severity={SEVERITY[request.status]} />
      {request.overdue ? <StatusTag value={t('bench.paraffins.overdue')} severity="danger" /> : null}
    </div>
  );
}

const day = (value: string | null) => (value ? <DateText value={value} /> : '—');

export interface ParaffinsTableProps {
  requests: ParaffinDto[];
  loading: boolean;
  label: string;
  onEdit?: (r: ParaffinDto) => void;
  /** Adds the accession number (the loans across cases). */
  caseColumn?: (r: ParaffinDto) => ReactNode;
  /** Paged and sorted by the server (the loans across cases). */
  paging?: ReturnType<typeof useLazyTable>['tableProps'] & { totalRecords: number };
}

/** Paraffin requests as rows: who, what, why, the dates, the fee and the moves lab staff may make. */
export function ParaffinsTable({ requests, loading, label, onEdit, caseColumn, paging }: ParaffinsTableProps) {
  const sortable = !!paging;
  const staff = hasRole(useAppSelector(selectSessionUser)?.role, PARAFFIN_ROLES);
  const { t } = useWorkspaceT();
  const MOVE_LABELS: Record<ParaffinMove, string> = { sent: t('bench.paraffins.status.sent'), returned: t('bench.paraffins.status.returned'), kept: t('bench.paraffins.kept') };
  const MOVE_ARIA: Record<ParaffinMove, (requester: string) => string> = {
    sent: (requester) => t('bench.paraffins.markRequestSent', { requester }),
    returned: (requester) => t('bench.paraffins.markRequestReturned', { requester }),
    kept: (requester) => t('bench.paraffins.markRequestKept', { requester }),
  };
  const items = (r: ParaffinDto) => r.items.map((i) => (i.type === 'block' ? i.blockCode : t('bench.paraffins.unstainedItem', { block: i.blockCode, count: i.count }))).join(', ');
  const [moving, setMoving] = useState<{ request: ParaffinDto; move: ParaffinMove } | null>(null);
  return (
    <div className={styles.table}>
      <DataTable
        {...paging}
        value={requests}
        dataKey="id"
        loading={loading}
        emptyMessage={t('bench.paraffins.empty')}
        pt={{ table: { 'aria-label': label } }}
        size="small"
        stripedRows
      >
        {caseColumn ? <Column field="accessionNo" header={t('bench.additionals.colCase')} body={caseColumn} sortable={sortable} /> : null}
        <Column
          field="requester"
          header={t('bench.paraffins.requester')}
          body={(r: ParaffinDto) => (
            <div>
              {r.requester}
              {r.hospitalName ? <div className="text-sm text-color-secondary">{r.hospitalName}</div> : null}
            </div>
          )}
        />
        <Column header={t('bench.paraffins.colItems')} body={items} />
        <Column field="purpose" header={t('bench.paraffins.purpose')} />
        <Column field="status" header={t('bench.additionals.colStatus')} body={(r: ParaffinDto) => <Status request={r} />} />
        <Column
          field="sentDate"
          header={t('bench.paraffins.status.sent')}
          body={(r: ParaffinDto) => (
            <div>
              {day(r.sentDate)}
              {r.courierNote ? <div className="text-sm text-color-secondary">{r.courierNote}</div> : null}
            </div>
          )}
        />
        <Column field="dueBackDate" header={t('bench.paraffins.dueBack')} sortable={sortable} body={(r: ParaffinDto) => day(r.dueBackDate)} />
        <Column field="returnedDate" header={t('bench.paraffins.status.returned')} body={(r: ParaffinDto) => day(r.returnedDate)} />
        <Column
          field="fee"
          header={t('bench.paraffins.colFee')}
          body={(r: ParaffinDto) => (
            <div>
              {r.fee === null ? '—' : Number(r.fee).toLocaleString('th-TH', { minimumFractionDigits: 2 })}
              {r.billTo ? <div className="text-sm text-color-secondary">{t('bench.paraffins.billedTo', { name: r.billTo.name })}</div> : null}
            </div>
          )}
        />
        {staff ? (
          <Column
            header=""
            body={(r: ParaffinDto) => (
              <div className="flex gap-1 justify-content-end">
                {paraffinMoves(r.status).map((move) => (
                  <Button
                    key={move}
                    type="button"
                    size="small"
                    text
                    label={MOVE_LABELS[move]}
                    aria-label={MOVE_ARIA[move](r.requester)}
                    onClick={() => setMoving({ request: r, move })}
                  />
                ))}
                {onEdit ? (
                  <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('bench.paraffins.editRequest', { requester: r.requester })} onClick={() => onEdit(r)} />
                ) : null}
              </div>
            )}
          />
        ) : null}
      </DataTable>
      {moving ? <ParaffinMoveDialog request={moving.request} move={moving.move} onClose={() => setMoving(null)} /> : null}
    </div>
  );
}
