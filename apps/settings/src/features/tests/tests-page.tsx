import { useMemo, useState } from 'react';
import { useSettingsT } from '../../i18n';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { TEST_CATEGORIES, type TestCategory, type TestDto, type TestSortField } from '@pathdesk/contracts';
import { editColumn, LoadError, PageCard, SearchBox, StatusTag, updatedColumn, useLazyTable, DataTable } from '@pathdesk/web-ui';
import { useGetTestCatalogueQuery } from './tests-api';
import { TestDialog } from './test-dialog';
import { pricePerLabel } from '../../price-per';
import { categoryLabels } from './category-labels';
import { resultTemplateLabels } from './result-template-labels';
import styles from './tests-page.module.css';

const baht = (amount: string) => Number(amount).toLocaleString('th-TH', { minimumFractionDigits: 2 });

/** /setting/tests: the catalogue of additional tests (stains, IHC, recuts…), their CGD codes and prices. */
export default function TestsPage() {
  const { t } = useSettingsT();
  const labels = categoryLabels(t);
  const categoryLabel = (value: TestCategory) => labels[value];
  const templates = resultTemplateLabels(t);
  const categoryOptions = TEST_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));
  const activeOptions = [
    { value: 'true', label: t('common.active') },
    { value: 'false', label: t('common.inactive') },
  ];
  const table = useLazyTable<TestSortField>({ sortField: 'code', filterable: {} });
  const [category, setCategory] = useState<TestCategory | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const params = useMemo(() => ({ ...table.params, ...(category ? { category } : {}), ...(active ? { active } : {}) }), [table.params, category, active]);
  const { data, isFetching, isError, error, refetch } = useGetTestCatalogueQuery(params);
  const [editing, setEditing] = useState<TestDto | null | undefined>(undefined);
  const firstPage = () => table.setState((s) => ({ ...s, first: 0 }));

  return (
    <PageCard
      title={t('tests.title')}
      subtitle={t('tests.subtitle')}
      actions={
        <>
          <SearchBox {...table.searchProps} label={t('tests.search')} />
          <Button type="button" label={t('common.add')} icon="pi pi-plus" onClick={() => setEditing(null)} />
        </>
      }
    >
      <div className="flex flex-wrap gap-2 mb-3" role="group" aria-label={t('tests.filters')}>
        <Dropdown
          value={category}
          options={categoryOptions}
          onChange={(e) => {
            setCategory((e.value as TestCategory | undefined) ?? null);
            firstPage();
          }}
          placeholder={t('tests.anyCategory')}
          showClear
          aria-label={t('tests.category')}
        />
        <Dropdown
          value={active}
          options={activeOptions}
          onChange={(e) => {
            setActive((e.value as string | undefined) ?? null);
            firstPage();
          }}
          placeholder={t('tests.activeOrNot')}
          showClear
          aria-label={t('common.active')}
        />
      </div>
      {isError ? <LoadError what={t('tests.what')} error={error} onRetry={refetch} /> : null}
      <div className={styles.table}>
        <DataTable
          {...table.tableProps}
          value={data?.tests ?? []}
          totalRecords={data?.total ?? 0}
          dataKey="id"
          loading={isFetching}
          emptyMessage={t('tests.empty')}
          pt={{ table: { 'aria-label': t('tests.title') } }}
          stripedRows
          size="small"
        >
          <Column field="code" header={t('common.code')} sortable style={{ width: '8rem' }} />
          <Column field="name" header={t('common.name')} sortable />
          <Column field="category" header={t('tests.category')} sortable body={(test: TestDto) => categoryLabel(test.category)} />
          <Column field="cgdCode" header={t('tests.cgd')} body={(test: TestDto) => test.cgdCode ?? '—'} />
          <Column field="defaultPrice" header={t('common.defaultPrice')} body={(test: TestDto) => baht(test.defaultPrice)} />
          <Column field="pricePer" header={t('common.pricePer')} body={(test: TestDto) => pricePerLabel(t, test.pricePer)} />
          <Column field="resultTemplate" header={t('tests.resultTemplate')} body={(test: TestDto) => (test.resultTemplate ? templates[test.resultTemplate] : '—')} />
          <Column header={t('tests.ownPrices')} body={(test: TestDto) => (test.prices.length ? `${test.prices.length}` : '—')} />
          <Column
            field="active"
            header={t('common.status')}
            body={(test: TestDto) => <StatusTag value={test.active ? t('common.active') : t('common.inactive')} severity={test.active ? 'success' : 'secondary'} />}
          />
          {updatedColumn<TestDto>()}
          {editColumn((test: TestDto) => t('common.editName', { name: test.code }), setEditing)}
        </DataTable>
      </div>
      {editing !== undefined ? <TestDialog test={editing} onClose={() => setEditing(undefined)} /> : null}
    </PageCard>
  );
}
