import { useState, type ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { hasRole, type ParaffinDto, type ParaffinStatus } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, StatusTag, type TagSeverity, type useLazyTable } from '@pathdesk/web-ui';
import { ParaffinMoveDialog } from './paraffin-move-dialog';
import { PARAFFIN_ROLES, PARAFFIN_STATUS_LABELS, paraffinMoves, type ParaffinMove } from './paraffin-form-model';
import styles from './paraffins.module.css';

const SEVERITY: Record<ParaffinStatus, TagSeverity> = { requested: 'info', sent: 'warning', returned: 'success', kept: 'secondary' };
const MOVE_LABELS: Record<ParaffinMove, string> = { sent: 'Sent', returned: 'Returned', kept: 'Kept' };

function Status({ request }: { request: ParaffinDto }) {
  return (
    <div className="flex gap-1 flex-wrap">
      <StatusTag value={PARAFFIN_STATUS_LABELS[request.status]} severity={SEVERITY[request.status]} />
      {request.overdue ? <StatusTag value="Overdue" severity="danger" /> : null}
    </div>
  );
}

const day = (value: string | null) => (value ? <DateText value={value} /> : '—');
const items = (r: ParaffinDto) => r.items.map((i) => (i.type === 'block' ? i.blockCode : `${i.blockCode} × ${i.count} unstained`)).join(', ');

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
  const [moving, setMoving] = useState<{ request: ParaffinDto; move: ParaffinMove } | null>(null);
  return (
    <div className={styles.table}>
      <DataTable {...paging} value={requests} dataKey="id" loading={loading} emptyMessage="No paraffin requests." pt={{ table: { 'aria-label': label } }} size="small" stripedRows>
        {caseColumn ? <Column field="accessionNo" header="Case" body={caseColumn} sortable={sortable} /> : null}
        <Column field="requester" header="Requester" body={(r: ParaffinDto) => <div>{r.requester}{r.hospitalName ? <div className="text-sm text-color-secondary">{r.hospitalName}</div> : null}</div>} />
        <Column header="Items" body={items} />
        <Column field="purpose" header="Purpose" />
        <Column field="status" header="Status" body={(r: ParaffinDto) => <Status request={r} />} />
        <Column field="sentDate" header="Sent" body={(r: ParaffinDto) => <div>{day(r.sentDate)}{r.courierNote ? <div className="text-sm text-color-secondary">{r.courierNote}</div> : null}</div>} />
        <Column field="dueBackDate" header="Due back" sortable={sortable} body={(r: ParaffinDto) => day(r.dueBackDate)} />
        <Column field="returnedDate" header="Returned" body={(r: ParaffinDto) => day(r.returnedDate)} />
        <Column field="fee" header="Fee" body={(r: ParaffinDto) => (r.fee === null ? '—' : Number(r.fee).toLocaleString('th-TH', { minimumFractionDigits: 2 }))} />
        {staff ? (
          <Column
            header=""
            body={(r: ParaffinDto) => (
              <div className="flex gap-1 justify-content-end">
                {paraffinMoves(r.status).map((move) => (
                  <Button key={move} type="button" size="small" text label={MOVE_LABELS[move]} aria-label={`Mark ${r.requester}'s request ${MOVE_LABELS[move].toLowerCase()}`} onClick={() => setMoving({ request: r, move })} />
                ))}
                {onEdit ? <Button type="button" icon="pi pi-pencil" text rounded aria-label={`Edit ${r.requester}'s request`} onClick={() => onEdit(r)} /> : null}
              </div>
            )}
          />
        ) : null}
      </DataTable>
      {moving ? <ParaffinMoveDialog request={moving.request} move={moving.move} onClose={() => setMoving(null)} /> : null}
    </div>
  );
}
