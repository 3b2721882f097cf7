import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { ADDITIONAL_STATUSES, BENCH_API, casePath, TEST_CATEGORIES, type AdditionalDto, type AdditionalSortField, type BarcodeDto, type TestCategory } from '@pathdesk/contracts';
import { usePdfDownload } from '@pathdesk/web-reports';
import { LoadError, localDay, PageCard, SearchBox, useLazyTable, useTestCategoryLabels } from '@pathdesk/web-ui';
import { useScannedCode } from '../blocks';
import { useGetAdditionalsWorklistQuery, useGetOrderableTestsQuery } from './additionals-api';
import { ScanDoneDialog } from './scan-done-dialog';
import { TestChips } from './test-chips';
import { ageFromLink, ageOptions } from './age-filter';
import { useAdditionalStatusLabels, useAgeLabel } from './use-order-labels';
import { useWorkspaceT } from '../../i18n';
import { OrdersTable } from './orders-table';

/**
 * /workspace/additionals: the lab's open orders across cases, oldest first, by test or age. A
 * scanned slide label (the scanner types its code and Enter) marks its order done; a block label
 * opens the case at that block.
 */
export default function AdditionalsWorklistPage() {
  const { t } = useWorkspaceT();
  const statusLabels = useAdditionalStatusLabels();
  const categoryLabels = useTestCategoryLabels();
  const ageLabel = useAgeLabel();
  const STATUS_OPTIONS = [
    { value: 'open', label: t('bench.additionals.openStatuses') },
    ...ADDITIONAL_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
    { value: 'all', label: t('bench.additionals.anyStatus') },
  ];
  const CATEGORY_OPTIONS = TEST_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] }));
  const table = useLazyTable<AdditionalSortField>({ sortField: 'orderedAt', sortOrder: 1, filterable: {} });
  const [status, setStatus] = useState('open');
  const [category, setCategory] = useState<TestCategory | null>(null);
  const [testId, setTestId] = useState<number | null>(null);
  const [linked] = useSearchParams();
  const [minAgeDays, setMinAgeDays] = useState<number | null>(() => ageFromLink(linked.get('minAgeDays')));
  const ageChoices = useMemo(() => ageOptions(ageFromLink(linked.get('minAgeDays'))), [linked]).map((o) => ({ ...o, label: ageLabel(o.value) }));
  const { data: tests = [] } = useGetOrderableTestsQuery();
  const [scanned, setScanned] = useState<BarcodeDto | null>(null);
  const scan = useScannedCode();
  const labels = usePdfDownload();
  // After a scan is handled (marked done, an unknown code), the next scan goes to the scan box (issue 26.3).
  const scanBox = useRef<HTMLInputElement>(null);
  const backToScanBox = () => setTimeout(() => scanBox.current?.focus());

  const params = useMemo(() => {
    const p: Record<string, string> = { ...table.params, status };
    if (category) p.category = category;
    if (testId) p.testId = String(testId);
    if (minAgeDays) p.minAgeDays = String(minAgeDays);
    return p;
  }, [table.params, status, category, testId, minAgeDays]);
  const { data, isFetching, isError, error, refetch } = useGetAdditionalsWorklistQuery(params);

  const filter =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      table.setState((s) => ({ ...s, first: 0 }));
    };
  const clearSearch = () => table.searchProps.onChange({ target: { value: '' } });

  const onEnter = async (text: string) => {
    const barcode = await scan.lookUp(text);
    if (!barcode) return backToScanBox();
    clearSearch();
    if (barcode.target === 'block' || !barcode.orderId) return scan.open(barcode);
    // The order the slide was cut for, with a result note to add: Enter marks it done.
    setScanned(barcode);
  };

  return (
    <PageCard
      title={t('bench.additionals.title')}
      subtitle={data ? t('bench.additionals.orderCount', { count: data.total, formatted: data.total.toLocaleString() }) : undefined}
      actions={
        <>
          <SearchBox {...table.searchProps} inputRef={scanBox} label={t('bench.additionals.searchLabel')} onEnter={(text) => void onEnter(text)} />
          <Button
            type="button"
            label={t('bench.additionals.todaysLabels')}
            icon="pi pi-print"
            outlined
            loading={labels.downloading}
            // Every block grossed today (the lab's day), on one sheet.
            onClick={() => void labels.download(BENCH_API.dayLabelsPdf, `labels-${localDay(new Date())}.pdf`)}
          />
        </>
      }
    >
      <div className="flex flex-wrap gap-2 mb-3" role="group" aria-label={t('bench.additionals.filters')}>
        <Dropdown value={status} options={STATUS_OPTIONS} onChange={(e) => filter(setStatus)(e.value as string)} aria-label={t('bench.additionals.colStatus')} />
        <Dropdown
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={(e) => filter(setCategory)((e.value as TestCategory | undefined) ?? null)}
          placeholder={t('bench.additionals.anyCategory')}
          showClear
          aria-label={t('bench.additionals.category')}
        />
        <Dropdown
          value={testId}
          options={tests}
          optionLabel="code"
          optionValue="id"
          onChange={(e) => filter(setTestId)((e.value as number | undefined) ?? null)}
          placeholder={t('bench.additionals.anyTest')}
          showClear
          filter
          aria-label={t('bench.additionals.colTest')}
        />
        <Dropdown
          value={minAgeDays}
          options={ageChoices}
          onChange={(e) => filter(setMinAgeDays)((e.value as number | undefined) ?? null)}
          placeholder={t('bench.additionals.anyAge')}
          showClear
          aria-label={t('bench.additionals.age')}
        />
      </div>
      <TestChips counts={data?.byTest} selected={testId} onSelect={filter(setTestId)} />
      {isError ? <LoadError what={t('bench.additionals.what')} error={error} onRetry={refetch} /> : null}
      <OrdersTable
        orders={data?.items ?? []}
        loading={isFetching}
        emptyMessage={t('bench.additionals.emptyWorklist')}
        label={t('bench.additionals.ordersLabel')}
        paging={{ ...table.tableProps, totalRecords: data?.total ?? 0 }}
        caseColumn={(o: AdditionalDto) => (
          <Link to={casePath(o.kind, o.caseId, 'additionals')} className="font-semibold">
            {o.accessionNo}
          </Link>
        )}
      />
      {scanned ? (
        <ScanDoneDialog
          barcode={scanned}
          onClose={() => {
            setScanned(null);
            backToScanBox();
          }}
        />
      ) : null}
    </PageCard>
  );
}
