import { useState } from 'react';
import { Button } from 'primereact/button';
import type { AdditionalDto } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { useApiFailure } from '@pathdesk/web-ui';
import { useUpdateAdditionalMutation } from './additionals-api';
import { OrderMoveDialog } from './order-move-dialog';
import { orderMoves } from './order-model';
import { useWorkspaceT } from '../../i18n';

/** The buttons of an order's row: the moves the signed-in person may make now. */
export function OrderActions({ order }: { order: AdditionalDto }) {
  const moves = orderMoves(order, useAppSelector(selectSessionUser)?.role);
  const [dialog, setDialog] = useState<'done' | 'cancelled' | null>(null);
  const [update, { isLoading }] = useUpdateAdditionalMutation();
  const failed = useApiFailure();
  const { t } = useWorkspaceT();
  const what = order.blockCode ? t('bench.additionals.testOnBlock', { test: order.testCode, block: order.blockCode }) : order.testCode;

  const start = async () => {
    const result = await update({ kind: order.kind, caseId: order.caseId, orderId: order.id, body: { version: order.version, status: 'in_progress' } });
    if ('error' in result) failed(t('bench.additionals.startFailed', { what }), result.error);
  };

  return (
    <div className="flex gap-1 justify-content-end">
      {moves.includes('in_progress') ? (
        <Button
          type="button"
          size="small"
          text
          label={t('bench.additionals.start')}
          loading={isLoading}
          aria-label={t('bench.additionals.startWhat', { what })}
          onClick={() => void start()}
        />
      ) : null}
      {moves.includes('done') ? (
        <Button
          type="button"
          size="small"
          text
          label={t('bench.additionals.status.done')}
          aria-label={t('bench.additionals.markWhatDone', { what })}
          onClick={() => setDialog('done')}
        />
      ) : null}
      {moves.includes('cancelled') ? (
        <Button
          type="button"
          size="small"
          text
          severity="danger"
          label={t('common:actions.cancel')}
          aria-label={t('bench.additionals.cancelWhat', { what })}
          onClick={() => setDialog('cancelled')}
        />
      ) : null}
      {dialog ? <OrderMoveDialog order={order} move={dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
