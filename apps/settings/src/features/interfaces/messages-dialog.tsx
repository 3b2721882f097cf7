import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import type { InterfaceDto, InterfaceMessageDto } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { DateText, LoadError, MESSAGE_STATE_SEVERITY, SearchBox, StatusTag, DataTable } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import { useGetInterfaceMessageQuery, useGetInterfaceMessagesQuery, useResendInterfaceMessageMutation } from './interfaces-api';

const ROWS = 25;

/** One message's text and the answer (patient data: opening it is audited). */
function MessageText({ iface, messageId, onClose }: { iface: InterfaceDto; messageId: number; onClose: () => void }) {
  const { t } = useSettingsT();
  const { data, isFetching, isError, error, refetch } = useGetInterfaceMessageQuery({ id: iface.id, messageId });
  const lines = (text: string) => text.replace(/\r\n?/g, '\n');
  return (
    <Dialog visible header={t('interfaces.messageTitle', { id: messageId })} onHide={onClose} modal style={{ width: '60rem', maxWidth: '95vw' }}>
      {isError ? <LoadError what={t('interfaces.messageWhat')} error={error} onRetry={refetch} /> : null}
      {isFetching ? <p>{t('common.loading')}</p> : null}
      {data ? (
        <>
          <h3 className="text-base">{t('interfaces.raw')}</h3>
          <pre className="surface-100 p-2 border-round overflow-auto text-sm" aria-label={t('interfaces.raw')}>
            {lines(data.raw ?? '')}
          </pre>
          {data.ack ? (
            <>
              <h3 className="text-base">{t('interfaces.ack')}</h3>
              <pre className="surface-100 p-2 border-round overflow-auto text-sm" aria-label={t('interfaces.ack')}>
                {lines(data.ack)}
              </pre>
            </>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}

/** An interface's messages, newest first: search, view the text, resend a report sent out. */
export function MessagesDialog({ iface, onClose }: { iface: InterfaceDto; onClose: () => void }) {
  const { t } = useSettingsT();
  const [first, setFirst] = useState(0);
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const params = { first: String(first), rows: String(ROWS), ...(search.trim() ? { search: search.trim() } : {}) };
  const { data, isFetching, isError, error, refetch } = useGetInterfaceMessagesQuery({ id: iface.id, params });
  const [resend] = useResendInterfaceMessageMutation();
  const dispatch = useAppDispatch();

  const confirmResend = (m: InterfaceMessageDto) =>
    confirmDialog({
      header: t('interfaces.resendHeader'),
      icon: 'pi pi-send',
      message: t('interfaces.resendMessage', { id: m.id, accessionNo: m.accessionNo ?? '' }),
      acceptLabel: t('interfaces.resend'),
      rejectLabel: t('common.cancel'),
      defaultFocus: 'reject',
      accept: async () => {
        const result = await resend({ id: iface.id, messageId: m.id });
        if ('error' in result) dispatch(notify({ severity: 'error', summary: t('interfaces.resendFailed'), detail: apiErrorMessage(result.error) }));
        else dispatch(notify({ severity: 'success', summary: t('interfaces.resent'), detail: `#${result.data.message.id}` }));
      },
    });

  return (
    <Dialog visible header={t('interfaces.messagesOf', { name: iface.name })} onHide={onClose} modal style={{ width: '72rem', maxWidth: '98vw' }}>
      <div className="flex justify-content-end mb-2">
        <SearchBox
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setFirst(0);
          }}
          label={t('interfaces.searchMessages')}
        />
      </div>
      {isError ? <LoadError what={t('interfaces.messagesWhat')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={data?.messages ?? []}
        dataKey="id"
        loading={isFetching}
        lazy
        paginator={(data?.total ?? 0) > ROWS}
        first={first}
        rows={ROWS}
        totalRecords={data?.total ?? 0}
        onPage={(e) => setFirst(e.first)}
        emptyMessage={t('interfaces.noMessages')}
        pt={{ table: { 'aria-label': t('interfaces.messagesOf', { name: iface.name }) } }}
        size="small"
      >
        <Column header="#" field="id" />
        <Column header={t('interfaces.when')} body={(m: InterfaceMessageDto) => <DateText value={m.createdAt} withTime />} />
        <Column header={t('interfaces.direction')} body={(m: InterfaceMessageDto) => t(`interfaces.directions.${m.direction}`)} />
        <Column header={t('interfaces.type')} field="messageType" />
        <Column header={t('interfaces.controlId')} field="controlId" />
        <Column header={t('interfaces.accessionNo')} body={(m: InterfaceMessageDto) => m.accessionNo ?? '—'} />
        <Column header={t('common.status')} body={(m: InterfaceMessageDto) => <StatusTag value={t(`interfaces.states.${m.state}`)} severity={MESSAGE_STATE_SEVERITY[m.state]} />} />
        <Column header={t('interfaces.reason')} body={(m: InterfaceMessageDto) => m.error ?? ''} />
        <Column
          header={t('common.actions')}
          body={(m: InterfaceMessageDto) => (
            <div className="flex gap-1">
              <Button type="button" size="small" text icon="pi pi-eye" aria-label={t('interfaces.view', { id: m.id })} onClick={() => setViewing(m.id)} />
              {iface.kind === 'hl7v2-mllp' && m.direction === 'out' && m.reportId !== null ? (
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-send"
                  aria-label={t('interfaces.resendOne', { id: m.id })}
                  onClick={() => confirmResend(m)}
                  disabled={!iface.enabled}
                />
              ) : null}
            </div>
          )}
        />
      </DataTable>
      {viewing !== null ? <MessageText iface={iface} messageId={viewing} onClose={() => setViewing(null)} /> : null}
    </Dialog>
  );
}
