import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import type { InterfaceDto } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { LoadError, PageCard, StatusTag, DataTable } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import { InterfaceDialog } from './interface-dialog';
import { useGetInterfacesQuery, usePollInterfaceMutation, useTestInterfaceMutation, useUpdateInterfaceMutation } from './interfaces-api';
import { MessagesDialog } from './messages-dialog';

/**
 * /setting/interfaces (issue 29.6, admins): per hospital, its HL7 v2 (MLLP), FHIR-token and HOSxP
 * interfaces — add one (a FHIR token shown once), enable or disable, revoke a token, and an
 * interface's messages (view the text, resend a report).
 */
export default function InterfacesPage() {
  const { t } = useSettingsT();
  const { data, isFetching, isError, error, refetch } = useGetInterfacesQuery();
  const [update] = useUpdateInterfaceMutation();
  const [testConnection, testing] = useTestInterfaceMutation();
  const [pollOrders, polling] = usePollInterfaceMutation();
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  const [token, setToken] = useState<{ token: string; name: string } | null>(null);
  const [messagesOf, setMessagesOf] = useState<InterfaceDto | null>(null);

  const change = async (i: InterfaceDto, changes: { enabled?: boolean; revoke?: true }, done: string) => {
    const result = await update({ id: i.id, changes: { version: i.version, ...changes } });
    if ('error' in result) dispatch(notify({ severity: 'error', summary: t('interfaces.updateFailed'), detail: apiErrorMessage(result.error) }));
    else dispatch(notify({ severity: 'success', summary: done, detail: i.name }));
  };
  const test = async (i: InterfaceDto) => {
    const result = await testConnection(i.id);
    if ('error' in result) dispatch(notify({ severity: 'error', summary: t('interfaces.testFailed'), detail: apiErrorMessage(result.error) }));
    else
      dispatch(
        notify({ severity: result.data.ok ? 'success' : 'error', summary: result.data.ok ? t('interfaces.testOk') : t('interfaces.testFailed'), detail: result.data.detail }),
      );
  };
  const poll = async (i: InterfaceDto) => {
    const result = await pollOrders(i.id);
    if ('error' in result) dispatch(notify({ severity: 'error', summary: t('interfaces.pollFailed'), detail: apiErrorMessage(result.error) }));
    else
      dispatch(
        notify({
          severity: result.data.ok ? 'success' : 'error',
          summary: result.data.ok ? t('interfaces.polled', { accepted: result.data.accepted, refused: result.data.refused }) : t('interfaces.pollFailed'),
          detail: result.data.detail,
        }),
      );
  };
  const confirmRevoke = (i: InterfaceDto) =>
    confirmDialog({
      header: t('interfaces.revokeHeader'),
      icon: 'pi pi-exclamation-triangle',
      message: t('interfaces.revokeMessage', { name: i.name, hospital: i.hospitalName }),
      acceptLabel: t('interfaces.revoke'),
      rejectLabel: t('common.cancel'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => void change(i, { revoke: true }, t('interfaces.revoked')),
    });
  const confirmDisable = (i: InterfaceDto) =>
    confirmDialog({
      header: t('interfaces.disableHeader'),
      icon: 'pi pi-exclamation-triangle',
      message: t('interfaces.disableMessage', { name: i.name }),
      acceptLabel: t('interfaces.disable'),
      rejectLabel: t('common.cancel'),
      defaultFocus: 'reject',
      accept: () => void change(i, { enabled: false }, t('interfaces.disabled')),
    });

  const details = (i: InterfaceDto) =>
    i.kind === 'fhir-token'
      ? t('interfaces.tokenDetails', { hint: i.tokenHint ?? '' })
      : i.kind === 'hosxp'
        ? `${i.host}:${i.port} · ${i.database} · ${i.user} · ${t('interfaces.itemsDetail', {
            codes: Object.values(i.labItems ?? {})
              .flat()
              .join(', '),
          })}`
        : `${i.host}:${i.port} · ${i.sendingApplication}@${i.sendingFacility} → ${i.receivingApplication}@${i.receivingFacility}${i.includePdf ? ` · ${t('interfaces.pdf')}` : ''}`;
  const status = (i: InterfaceDto) =>
    i.revokedAt ? (
      <StatusTag value={t('interfaces.revokedTag')} severity="danger" />
    ) : (
      <StatusTag value={i.enabled ? t('interfaces.enabled') : t('interfaces.disabledTag')} severity={i.enabled ? 'success' : 'secondary'} />
    );

  return (
    <PageCard
      title={t('interfaces.title')}
      subtitle={t('interfaces.subtitle')}
      actions={<Button type="button" label={t('common.add')} icon="pi pi-plus" onClick={() => setAdding(true)} />}
    >
      {isError ? <LoadError what={t('interfaces.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={data ?? []}
        dataKey="id"
        loading={isFetching}
        emptyMessage={t('interfaces.empty')}
        pt={{ table: { 'aria-label': t('interfaces.title') } }}
        size="small"
        stripedRows
      >
        <Column field="hospitalName" header={t('common.hospital')} />
        <Column header={t('interfaces.kind')} body={(i: InterfaceDto) => t(`interfaces.kinds.${i.kind}`)} />
        <Column field="name" header={t('common.name')} />
        <Column header={t('interfaces.details')} body={details} />
        <Column header={t('common.status')} body={status} />
        <Column
          header={t('common.actions')}
          body={(i: InterfaceDto) => (
            <div className="flex flex-wrap gap-1">
              {i.kind !== 'fhir-token' ? (
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-bolt"
                  label={t('interfaces.test')}
                  aria-label={t('interfaces.testOne', { name: i.name })}
                  loading={testing.isLoading && testing.originalArgs === i.id}
                  onClick={() => void test(i)}
                />
              ) : null}
              {i.kind === 'hosxp' && i.enabled ? (
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-download"
                  label={t('interfaces.poll')}
                  aria-label={t('interfaces.pollOne', { name: i.name })}
                  loading={polling.isLoading && polling.originalArgs === i.id}
                  onClick={() => void poll(i)}
                />
              ) : null}
              {i.kind !== 'fhir-token' ? (
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-list"
                  label={t('interfaces.messages')}
                  aria-label={t('interfaces.messagesOf', { name: i.name })}
                  onClick={() => setMessagesOf(i)}
                />
              ) : null}
              {i.revokedAt ? null : i.enabled ? (
                <Button
                  type="button"
                  size="small"
                  text
                  label={t('interfaces.disable')}
                  aria-label={t('interfaces.disableOne', { name: i.name })}
                  onClick={() => confirmDisable(i)}
                />
              ) : (
                <Button
                  type="button"
                  size="small"
                  text
                  label={t('interfaces.enable')}
                  aria-label={t('interfaces.enableOne', { name: i.name })}
                  onClick={() => void change(i, { enabled: true }, t('interfaces.enabledDone'))}
                />
              )}
              {i.kind === 'fhir-token' && !i.revokedAt ? (
                <Button type="button" size="small" text label={t('interfaces.revoke')} aria-label={t('interfaces.revokeOne', { name: i.name })} onClick={() => confirmRevoke(i)} />
              ) : null}
            </div>
          )}
        />
      </DataTable>
      {adding ? <InterfaceDialog onClose={() => setAdding(false)} onToken={(value, name) => setToken({ token: value, name })} /> : null}
      {token ? (
        <Dialog visible header={t('interfaces.tokenTitle', { name: token.name })} onHide={() => setToken(null)} modal style={{ width: '40rem', maxWidth: '95vw' }}>
          <p>{t('interfaces.tokenOnce')}</p>
          <code className="block surface-100 p-2 border-round" style={{ wordBreak: 'break-all' }} aria-label={t('interfaces.token')}>
            {token.token}
          </code>
        </Dialog>
      ) : null}
      {messagesOf ? <MessagesDialog iface={messagesOf} onClose={() => setMessagesOf(null)} /> : null}
    </PageCard>
  );
}
