import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { casePath, type CustodyEventDto, type WhereaboutsDto } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { DateText, PageCard, DataTable } from '@pathdesk/web-ui';
import { useWorkspaceT } from '../../i18n';
import { useLazyGetWhereaboutsQuery, useRetrieveItemMutation, useReturnItemMutation } from './custody-api';

/** Where an item is, in words: filed at a location, retrieved (why), on loan to …, on the bench at its last step, disposed of. */
function Whereabouts({ item }: { item: WhereaboutsDto }) {
  const { t } = useWorkspaceT();
  if (item.loan) return <>{t('custody.archive.onLoan', { requester: item.loan.requester, hospital: item.loan.hospitalName ?? '' })}</>;
  if (item.status === 'filed') return <>{t('custody.archive.filedAt', { location: `${item.location?.code} (${item.location?.name})` })}</>;
  if (item.status === 'retrieved') return <>{t('custody.archive.retrievedBy', { by: item.lastBy, reason: item.reason })}</>;
  if (item.status === 'disposed') return <>{t('custody.status.disposed')}</>;
  if (item.status === 'on-bench') return <>{t('custody.archive.onBench', { step: t(`custody.steps.${item.lastAction}`) })}</>;
  return <>{t('custody.status.not-scanned')}</>;
}

/**
 * /workspace/archive: find a block or slide ("S69-00042 A2", a scanned code, or an accession
 * number for all of a case's), and retrieve or return one with who and why. Filing is the filing
 * station's scan.
 */
export default function ArchivePage() {
  const { t } = useWorkspaceT();
  const [query, setQuery] = useState('');
  const [find, found] = useLazyGetWhereaboutsQuery();
  const [retrieve, retrieving] = useRetrieveItemMutation();
  const [giveBack, returning] = useReturnItemMutation();
  const [move, setMove] = useState({ code: '', reason: '', location: '' });
  const [moved, setMoved] = useState<CustodyEventDto | null>(null);
  const moveError = retrieving.error ?? returning.error;
  const codeBox = useRef<HTMLInputElement>(null);

  function onFind(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) void find(query.trim());
  }

  async function onMove(kind: 'retrieve' | 'return') {
    retrieving.reset();
    returning.reset();
    setMoved(null);
    const result =
      kind === 'retrieve'
        ? await retrieve({ code: move.code.trim(), reason: move.reason.trim() })
        : await giveBack({
            code: move.code.trim(),
            ...(move.location.trim() ? { location: move.location.trim() } : {}),
            ...(move.reason.trim() ? { reason: move.reason.trim() } : {}),
          });
    if ('data' in result && result.data) {
      setMoved(result.data);
      setMove({ code: '', reason: '', location: '' });
      if (query.trim()) void find(query.trim());
    }
    codeBox.current?.focus();
  }

  return (
    <PageCard title={t('custody.archive.title')} subtitle={t('custody.archive.subtitle')}>
      <form onSubmit={onFind} className="flex flex-wrap gap-2 align-items-end mb-3" role="search">
        <label className="flex flex-column gap-1">
          {t('custody.archive.find')}
          <InputText value={query} onChange={(e) => setQuery(e.target.value)} placeholder="S69-00042 A2" autoFocus maxLength={60} />
        </label>
        <Button type="submit" label={t('custody.archive.findButton')} icon="pi pi-search" loading={found.isFetching} />
      </form>
      {found.isError ? (
        <p role="alert" className="p-error">
          {apiErrorMessage(found.error)}
        </p>
      ) : null}
      {found.data ? (
        <DataTable value={found.data} dataKey="barcode" size="small" pt={{ table: { 'aria-label': t('custody.archive.results') } }} emptyMessage={t('custody.archive.none')}>
          <Column header={t('custody.columns.item')} body={(i: WhereaboutsDto) => <Link to={casePath(i.caseKind, i.caseId, 'timeline')}>{`${i.label} · ${i.barcode}`}</Link>} />
          <Column header={t('custody.columns.where')} body={(i: WhereaboutsDto) => <Whereabouts item={i} />} />
          <Column header={t('custody.columns.lastStep')} body={(i: WhereaboutsDto) => (i.lastAction ? t(`custody.steps.${i.lastAction}`) : '')} />
          <Column header={t('custody.columns.when')} body={(i: WhereaboutsDto) => (i.lastAt ? <DateText value={i.lastAt} withTime /> : '')} />
          <Column header={t('custody.columns.by')} field="lastBy" />
        </DataTable>
      ) : null}

      <h2 className="text-lg mt-5">{t('custody.archive.moveTitle')}</h2>
      <form
        className="flex flex-wrap gap-2 align-items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void onMove('retrieve');
        }}
      >
        <label className="flex flex-column gap-1">
          {t('custody.archive.code')}
          <InputText ref={codeBox} value={move.code} maxLength={40} onChange={(e) => setMove((m) => ({ ...m, code: e.target.value }))} />
        </label>
        <label className="flex flex-column gap-1">
          {t('custody.archive.why')}
          <InputText value={move.reason} maxLength={500} onChange={(e) => setMove((m) => ({ ...m, reason: e.target.value }))} />
        </label>
        <Button type="submit" label={t('custody.archive.retrieve')} icon="pi pi-sign-out" disabled={!move.code.trim() || !move.reason.trim()} loading={retrieving.isLoading} />
        <label className="flex flex-column gap-1">
          {t('custody.archive.returnTo')}
          <InputText value={move.location} maxLength={30} onChange={(e) => setMove((m) => ({ ...m, location: e.target.value }))} />
        </label>
        <Button
          type="button"
          label={t('custody.archive.return')}
          icon="pi pi-sign-in"
          severity="secondary"
          disabled={!move.code.trim()}
          loading={returning.isLoading}
          onClick={() => void onMove('return')}
        />
      </form>
      <div aria-live="polite" className="mt-2">
        {moveError ? (
          <p role="alert" className="p-error">
            {apiErrorMessage(moveError)}
          </p>
        ) : moved ? (
          <p role="status">{t('custody.stations.recorded', { label: moved.label, step: t(`custody.steps.${moved.action}`) })}</p>
        ) : null}
      </div>
    </PageCard>
  );
}
