import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { ADDITIONAL_STATUSES, BENCH_API, casePath, TEST_CATEGORIES, type AdditionalDto, type AdditionalSortField, type BarcodeDto, type TestCategory } from '@pathdesk/contracts';
import { usePdfDownload } from '@pathdesk/web-reports';
import { LoadError, localDay, PageCard, SearchBox, TEST_CATEGORY_LABELS, useLazyTable } from '@pathdesk/web-ui';
import { useScannedCode } from '../blocks';
import { useGetAdditionalsWorklistQuery, useGetOrderableTestsQuery } from './additionals-api';
import { ScanDoneDialog } from './scan-done-dialog';
import { TestChips } from './test-chips';
import { ADDITIONAL_STATUS_LABELS } from './order-model';
import { OrdersTable } from './orders-table';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open (ordered, in progress)' },
  ...ADDITIONAL_STATUSES.map((value) => ({ value, label: ADDITIONAL_STATUS_LABELS[value] })),
  { value: 'all', label: 'Any status' },
];
const CATEGORY_OPTIONS = TEST_CATEGORIES.map((value) => ({ value, label: TEST_CATEGORY_LABELS[value] }));
const AGE_OPTIONS = [
  { value: 1, label: 'Older than 1 day' },
  { value: 3, label: 'Older than 3 days' },
  { value: 7, label: 'Older than a week' },
];

/**
 * /workspace/additionals: the lab's open orders across cases, oldest first, by test or age. A
 * scanned slide label (the scanner types its code and Enter) marks its order done; a block label
 * opens the case at that block.
 */
export default function AdditionalsWorklistPage() {
  const table = useLazyTable<AdditionalSortField>({ sortField: 'orderedAt', sortOrder: 1, filterable: {} });
  const [status, setStatus] = useState('open');
  const [category, setCategory] = useState<TestCategory | null>(null);
  const [testId, setTestId] = useState<number | null>(null);
  const [minAgeDays, setMinAgeDays] = useState<number | null>(null);
  const { data: tests = [] } = useGetOrderableTestsQuery();
  const [scanned, setScanned] = useState<BarcodeDto | null>(null);
  const scan = useScannedCode();
  const labels = usePdfDownload();

  const params = useMemo(() => {
    const p: Record<string, string> = { ...table.params, status };
    if (category) p.category = category;
    if (testId) p.testId = String(testId);
    if (minAgeDays) p.minAgeDays = String(minAgeDays);
    return p;
  }, [table.params, status, category, testId, minAgeDays]);
  const { data, isFetching, isError, error, refetch } = useGetAdditionalsWorklistQuery(params);

  const filter = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    table.setState((s) => ({ ...s, first: 0 }));
  };
  const clearSearch = () => table.searchProps.onChange({ target: { value: '' } });

  const onEnter = async (text: string) => {
    const barcode = await scan.lookUp(text);
    if (!barcode) return;
    clearSearch();
    if (barcode.target === 'block' || !barcode.orderId) return scan.open(barcode);
    // The order the slide was cut for, with a result note to add: Enter marks it done.
    setScanned(barcode);
  };

  return (
    <PageCard
      title="Additional tests"
      subtitle={data ? `${data.total.toLocaleString()} order${data.total === 1 ? '' : 's'}` : undefined}
      actions={
        <>
          <SearchBox {...table.searchProps} label="Accession no. or scan a label" onEnter={(text) => void onEnter(text)} />
          <Button
            type="button"
            label="Today's labels"
            icon="pi pi-print"
            outlined
            loading={labels.downloading}
            // Every block grossed today (the lab's day), on one sheet.
            onClick={() => void labels.download(BENCH_API.dayLabelsPdf, `labels-${localDay(new Date())}.pdf`)}
          />
        </>
      }
    >
      <div className="flex flex-wrap gap-2 mb-3" role="group" aria-label="Order filters">
        <Dropdown value={status} options={STATUS_OPTIONS} onChange={(e) => filter(setStatus)(e.value as string)} aria-label="Status" />
        <Dropdown value={category} options={CATEGORY_OPTIONS} onChange={(e) => filter(setCategory)((e.value as TestCategory | undefined) ?? null)} placeholder="Any category" showClear aria-label="Category" />
        <Dropdown
          value={testId}
          options={tests}
          optionLabel="code"
          optionValue="id"
          onChange={(e) => filter(setTestId)((e.value as number | undefined) ?? null)}
          placeholder="Any test"
          showClear
          filter
          aria-label="Test"
        />
        <Dropdown value={minAgeDays} options={AGE_OPTIONS} onChange={(e) => filter(setMinAgeDays)((e.value as number | undefined) ?? null)} placeholder="Any age" showClear aria-label="Age" />
      </div>
      <TestChips counts={data?.byTest} selected={testId} onSelect={filter(setTestId)} />
      {isError ? <LoadError what="orders" error={error} onRetry={refetch} /> : null}
      <OrdersTable
        orders={data?.items ?? []}
        loading={isFetching}
        emptyMessage="No orders match."
        label="Orders"
        paging={{ ...table.tableProps, totalRecords: data?.total ?? 0 }}
        caseColumn={(o: AdditionalDto) => (
          <Link to={casePath(o.kind, o.caseId, 'additionals')} className="font-semibold">
            {o.accessionNo}
          </Link>
        )}
      />
      {scanned ? <ScanDoneDialog barcode={scanned} onClose={() => setScanned(null)} /> : null}
    </PageCard>
  );
}
