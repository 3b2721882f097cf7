import { useState } from 'react';
import { Button } from 'primereact/button';
import { hasRole } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { LoadError } from '@pathdesk/web-ui';
import { useCase } from '../cases';
import { BlocksPanel, useGetBlocksQuery } from '../blocks';
import { useGetCaseAdditionalsQuery } from './additionals-api';
import { OrderDialog } from './order-dialog';
import { OrdersTable } from './orders-table';
import { ORDERING_ROLES } from './order-model';
import { useWorkspaceT } from '../../i18n';

/** /workspace/{kind}/{id}/additionals: the case's blocks and slides, and its additional-test orders. */
export default function AdditionalsPage() {
  const { kind, caseDto } = useCase();
  const role = useAppSelector(selectSessionUser)?.role;
  const { data: orders = [], isLoading, isFetching, isError, error, refetch } = useGetCaseAdditionalsQuery({ kind, caseId: caseDto.id });
  const { data: blocks } = useGetBlocksQuery({ kind, caseId: caseDto.id });
  const [ordering, setOrdering] = useState(false);
  const { t } = useWorkspaceT();
  const canOrder = hasRole(role, ORDERING_ROLES) && caseDto.status !== 'cancelled';

  return (
    <>
      <BlocksPanel kind={kind} caseDto={caseDto} />
      <section className="card" aria-labelledby="orders-title">
        <header className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id="orders-title" className="m-0 text-xl">
            {t('bench.additionals.title')}
          </h2>
          {canOrder ? <Button type="button" label={t('bench.additionals.orderTests')} icon="pi pi-plus" onClick={() => setOrdering(true)} /> : null}
        </header>
        {isError ? <LoadError what={t('bench.additionals.what')} error={error} onRetry={refetch} /> : null}
        <OrdersTable orders={orders} loading={isLoading || isFetching} emptyMessage={t('bench.additionals.emptyCase')} label={t('bench.additionals.title')} />
        {ordering ? <OrderDialog kind={kind} caseId={caseDto.id} blocks={blocks?.blocks ?? []} onClose={() => setOrdering(false)} /> : null}
      </section>
    </>
  );
}
