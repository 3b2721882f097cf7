import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { casePath, type CaseOrderDto, type ReceiveOrderResponse } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { DateText, LoadError, PageCard, PriorityTag, SearchBox, DataTable } from '@pathdesk/web-ui';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useWorkspaceT } from '../../i18n';
import { useGetCaseOrdersQuery, useReceiveOrderMutation } from './orders-api';

const ROWS = 50;

/**
 * /workspace/orders: "Ordered — not yet received" (issue 29.4) — the orders hospitals' systems sent
 * (HL7 ORM/OML, FHIR ServiceRequest), oldest first. Lab staff scan or type an order number (a
 * keyboard-wedge scanner types it and Enter) or press a row's Receive: the case is registered then,
 * with its accession number, and the scan box takes the focus back for the next one.
 */
export default function OrdersPage() {
  const { t } = useWorkspaceT();
  const [first, setFirst] = useState(0);
  const [search, setSearch] = useState('');
  const [code, setCode] = useState('');
  const [received, setReceived] = useState<ReceiveOrderResponse | null>(null);
  const [failure, setFailure] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const scanBox = useRef<HTMLInputElement>(null);
  const params = useMemo(() => ({ state: 'ordered', first: String(first), rows: String(ROWS), ...(search.trim() ? { search: search.trim() } : {}) }), [first, search]);
  const { data, isFetching, isError, error, refetch } = useGetCaseOrdersQuery(params);
  const [receive, { isLoading }] = useReceiveOrderMutation();
  const total = data?.total ?? 0;

  async function receiveOne(orderNo: string, hospitalId?: number) {
    try {
      setReceived(await receive({ orderNo, ...(hospitalId ? { hospitalId } : {}) }).unwrap());
      setFailure(null);
    } catch (e) {
      setReceived(null);
      setFailure(e as FetchBaseQueryError | SerializedError);
    }
    requestAnimationFrame(() => scanBox.current?.focus());
  }

  function onScan(event: FormEvent) {
    event.preventDefault();
    const orderNo = code.trim();
    setCode('');
    if (orderNo) void receiveOne(orderNo);
  }

  const patient = (o: CaseOrderDto) => (
    <>
      <div>{[o.patientTitle, o.patientFirstName, o.patientLastName].filter(Boolean).join(' ')}</div>
      <div className="text-color-secondary text-sm">
        {t('orders.hn')} {o.hn}
      </div>
      {/* The visit (VN) and the admission (AN) of a hospital's order, each as the hospital numbered it. */}
      {o.visitNo || o.admissionNo ? (
        <div className="text-color-secondary text-sm">
          {[o.visitNo ? `${t('orders.vn')} ${o.visitNo}` : null, o.admissionNo ? `${t('orders.an')} ${o.admissionNo}` : null, o.ward].filter(Boolean).join(' · ')}
        </div>
      ) : null}
    </>
  );

  return (
    <PageCard
      title={t('orders.title')}
      subtitle={data ? t('orders.count', { count: total, formatted: total.toLocaleString() }) : undefined}
      actions={
        <SearchBox
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setFirst(0);
          }}
          label={t('orders.search')}
        />
      }
    >
      <form onSubmit={onScan} className="flex flex-wrap align-items-end gap-2 mb-3" aria-busy={isLoading}>
        <label htmlFor="orders-scan" className="flex flex-column gap-1 font-semibold">
          {t('orders.scan')}
          <InputText id="orders-scan" ref={scanBox} autoFocus autoComplete="off" value={code} maxLength={40} onChange={(e) => setCode(e.target.value)} />
        </label>
        <Button type="submit" label={t('orders.receive')} icon="pi pi-inbox" loading={isLoading} disabled={!code.trim()} />
      </form>

      <div aria-live="polite" className="mb-3">
        {failure ? (
          <div role="alert" className="p-2 border-round surface-100 text-red-700">
            {apiErrorMessage(failure)}
          </div>
        ) : received ? (
          <div role="status" className="p-2 border-round surface-100">
            {t('orders.received', { orderNo: received.order.orderNo })}{' '}
            <Link to={casePath(received.case.kind, received.case.id, 'info')} className="font-semibold">
              {received.case.accessionNo}
            </Link>
          </div>
        ) : null}
      </div>

      {isError ? <LoadError what={t('orders.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={data?.orders ?? []}
        dataKey="id"
        loading={isFetching}
        lazy
        paginator={total > ROWS}
        first={first}
        rows={ROWS}
        totalRecords={total}
        onPage={(e) => setFirst(e.first)}
        emptyMessage={t('orders.empty')}
        pt={{ table: { 'aria-label': t('orders.title') } }}
        size="small"
      >
        <Column header={t('orders.orderedAt')} body={(o: CaseOrderDto) => <DateText value={o.orderedAt} withTime />} />
        <Column header={t('orders.orderNo')} body={(o: CaseOrderDto) => <span className="font-semibold">{o.orderNo}</span>} />
        <Column header={t('orders.hospital')} field="hospitalName" />
        <Column header={t('orders.patient')} body={patient} />
        <Column header={t('orders.kind')} body={(o: CaseOrderDto) => t(`orders.kinds.${o.kind}`)} />
        <Column header={t('orders.specimen')} field="specimen" />
        <Column header={t('orders.doctor')} body={(o: CaseOrderDto) => o.doctorName ?? '—'} />
        <Column header={t('orders.priority')} body={(o: CaseOrderDto) => <PriorityTag priority={o.priority} />} />
        <Column
          header={t('orders.actions')}
          body={(o: CaseOrderDto) => (
            <Button
              type="button"
              size="small"
              label={t('orders.receive')}
              aria-label={t('orders.receiveOne', { orderNo: o.orderNo })}
              disabled={isLoading}
              onClick={() => void receiveOne(o.orderNo, o.hospitalId)}
            />
          )}
        />
      </DataTable>
    </PageCard>
  );
}
