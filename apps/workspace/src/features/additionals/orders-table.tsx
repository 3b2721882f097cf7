import type { ReactNode } from 'react';
import { Column } from 'primereact/column';
import type { AdditionalDto } from '@pathdesk/contracts';
import { DateText, type useLazyTable, DataTable } from '@pathdesk/web-ui';
import { OrderActions } from './order-actions';
import { OrderStatusTag } from './order-status-tag';
import { lastMove } from './order-model';
import styles from './additionals.module.css';
import { useMoveLabel } from './use-order-labels';
import { useWorkspaceT } from '../../i18n';

function StatusCell({ order }: { order: AdditionalDto }) {
  const move = lastMove(order);
  const { t } = useWorkspaceT();
  const moveLabel = useMoveLabel();
  return (
    <div className="flex flex-column gap-1">
      <OrderStatusTag status={order.status} />
      <small className="text-color-secondary">
        {t('bench.additionals.moveBy', { what: moveLabel(move.what), by: move.by || t('bench.additionals.unknown') })} <DateText value={move.at} withTime />
      </small>
    </div>
  );
}

function NotesCell({ order }: { order: AdditionalDto }) {
  const { t } = useWorkspaceT();
  return (
    <div className="flex flex-column gap-1">
      {order.note ? <span>{order.note}</span> : null}
      {order.resultNote ? (
        <span>
          <strong>{t('bench.additionals.resultLabel')}</strong> {order.resultNote}
        </span>
      ) : null}
      {order.cancelReason ? (
        <span>
          <strong>{t('bench.additionals.cancelledLabel')}</strong> {order.cancelReason}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Orders as rows: test, block, slide, status with who and when, notes, and the moves the person
 * may make. `caseColumn` adds the accession number (the worklist across cases).
 */
export interface OrdersTableProps {
  orders: AdditionalDto[];
  loading: boolean;
  emptyMessage: string;
  label: string;
  caseColumn?: (o: AdditionalDto) => ReactNode;
  /** Paged and sorted by the server (the worklist). */
  paging?: ReturnType<typeof useLazyTable>['tableProps'] & { totalRecords: number };
}

export function OrdersTable({ orders, loading, emptyMessage, label, caseColumn, paging }: OrdersTableProps) {
  const sortable = !!paging;
  const { t } = useWorkspaceT();
  return (
    <div className={styles.table}>
      <DataTable {...paging} value={orders} dataKey="id" size="small" stripedRows loading={loading} emptyMessage={emptyMessage} pt={{ table: { 'aria-label': label } }}>
        {caseColumn ? <Column field="accessionNo" header={t('bench.additionals.colCase')} body={caseColumn} sortable={sortable} /> : null}
        <Column
          field="testCode"
          header={t('bench.additionals.colTest')}
          sortable={sortable}
          body={(o: AdditionalDto) => (
            <span title={o.testName}>
              <strong>{o.testCode}</strong> {o.testName}
            </span>
          )}
        />
        <Column field="blockCode" header={t('bench.blocks.colBlock')} body={(o: AdditionalDto) => o.blockCode ?? t('bench.additionals.colCase')} />
        <Column field="slideBarcode" header={t('bench.additionals.colSlide')} body={(o: AdditionalDto) => o.slideBarcode ?? '—'} />
        <Column field="status" header={t('bench.additionals.colStatus')} sortable={sortable} body={(o: AdditionalDto) => <StatusCell order={o} />} />
        {caseColumn ? (
          <Column field="orderedAt" header={t('bench.additionals.colOrdered')} sortable body={(o: AdditionalDto) => <DateText value={o.orderedAt} withTime />} />
        ) : null}
        <Column header={t('bench.additionals.colNotes')} body={(o: AdditionalDto) => <NotesCell order={o} />} />
        <Column header="" body={(o: AdditionalDto) => <OrderActions order={o} />} />
      </DataTable>
    </div>
  );
}
