import { useState } from 'react';
import { useSettingsT } from '../../i18n';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import type { SettingPrefixDto } from '@pathdesk/contracts';
import { editColumn, LoadError, LookupListPage, PageCard, statusColumn, DataTable } from '@pathdesk/web-ui';
import { useGetPrefixesQuery } from './prefixes-api';
import { kindLabel, PrefixDialog } from './prefix-dialog';
import { pricePerLabel } from '../../price-per';

/** /setting/prefix: accession-number prefixes, and the name titles (category "prefix"). */
export default function PrefixesPage() {
  const { t } = useSettingsT();
  const { data = [], isFetching, isError, error, refetch } = useGetPrefixesQuery();
  const [editing, setEditing] = useState<SettingPrefixDto | null | undefined>(undefined);

  return (
    <>
      <PageCard
        title={t('prefixes.title')}
        subtitle={t('prefixes.subtitle')}
        actions={<Button type="button" label={t('common.add')} icon="pi pi-plus" onClick={() => setEditing(null)} />}
      >
        {isError ? <LoadError what={t('prefixes.what')} error={error} onRetry={refetch} /> : null}
        <DataTable value={data} dataKey="id" loading={isFetching} emptyMessage={t('prefixes.empty')} aria-label={t('prefixes.title')} size="small" sortField="kind" sortOrder={1}>
          <Column field="kind" header={t('prefixes.kind')} sortable body={(p: SettingPrefixDto) => kindLabel(t, p.kind)} />
          <Column field="letters" header={t('prefixes.letters')} sortable />
          <Column field="era" header={t('prefixes.year')} body={(p: SettingPrefixDto) => (p.era === 'BE' ? t('prefixes.be') : t('prefixes.ce'))} />
          <Column field="width" header={t('prefixes.digits')} />
          <Column field="defaultPrice" header={t('common.defaultPrice')} body={(p: SettingPrefixDto) => p.defaultPrice.toLocaleString('th-TH', { minimumFractionDigits: 2 })} />
          <Column field="pricePer" header={t('common.pricePer')} body={(p: SettingPrefixDto) => pricePerLabel(t, p.pricePer)} />
          <Column field="example" header={t('prefixes.firstNumber')} />
          {statusColumn<SettingPrefixDto>()}
          {editColumn((p: SettingPrefixDto) => t('prefixes.edit', { letters: p.letters }), setEditing)}
        </DataTable>
        {editing !== undefined ? <PrefixDialog prefix={editing} onClose={() => setEditing(undefined)} /> : null}
      </PageCard>
      <div className="card">
        <LookupListPage category="prefix" embedded />
      </div>
    </>
  );
}
