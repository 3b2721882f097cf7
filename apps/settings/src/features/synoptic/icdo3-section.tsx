import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { SelectButton } from 'primereact/selectbutton';
import { ICDO3_KINDS, type IcdO3CodeDto, type IcdO3Kind } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { DataTable, LoadError, SearchBox, useLazyTable } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import { useGetIcdO3CodesQuery, useImportIcdO3Mutation } from './synoptic-api';

/** Larger than any ICD-O-3 list (about 1,000 morphology codes): a file past this is not one. */
const MAX_CSV_BYTES = 2_000_000;

/** A file's text as UTF-8, read with FileReader (the unit tests' DOM has no Blob.text). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * The lab's ICD-O-3 lists (issue 30.4): searched by code or term, and loaded from a CSV file with a
 * header naming `code` and `term` — codes added, terms updated, none removed; a bad line refuses the
 * whole file, named by its line.
 */
export function IcdO3Section() {
  const { t } = useSettingsT();
  const dispatch = useAppDispatch();
  const [kind, setKind] = useState<IcdO3Kind>('topography');
  const table = useLazyTable({ sortField: 'code', filterable: {} });
  const { filters: _filters, ...params } = table.params;
  const { data, isFetching, isError, error, refetch } = useGetIcdO3CodesQuery({ kind, params });
  const [importCsv, { isLoading: importing }] = useImportIcdO3Mutation();
  const file = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    if (chosen.size > MAX_CSV_BYTES) return setProblem(t('synoptic.fileTooLarge'));
    const csv = await readText(chosen).catch(() => null);
    if (csv === null) return setProblem(t('synoptic.unreadable'));
    const result = await importCsv({ kind, csv });
    if ('error' in result) return setProblem(apiErrorMessage(result.error));
    const { added, updated, unchanged } = result.data;
    dispatch(notify({ severity: 'success', summary: t('synoptic.imported', { name: chosen.name }), detail: t('synoptic.importCounts', { added, updated, unchanged }) }));
  };

  return (
    <section aria-labelledby="synoptic-icdo3">
      <h2 id="synoptic-icdo3" className="text-xl">
        {t('synoptic.icdO3')}
      </h2>
      <div className="flex flex-wrap align-items-center gap-2 mb-2">
        <SelectButton
          value={kind}
          options={ICDO3_KINDS.map((k) => ({ value: k, label: t(`synoptic.kinds.${k}`) }))}
          allowEmpty={false}
          aria-label={t('synoptic.list')}
          onChange={(e) => {
            setKind(e.value as IcdO3Kind);
            table.setState((s) => ({ ...s, first: 0 }));
          }}
        />
        <SearchBox {...table.searchProps} label={t('synoptic.searchCodes')} />
        <input ref={file} type="file" accept=".csv,text/csv" hidden aria-hidden onChange={(e) => void load(e)} data-testid="icdo3-file" />
        <Button
          type="button"
          icon="pi pi-upload"
          outlined
          label={t('synoptic.import', { kind: t(`synoptic.kinds.${kind}`) })}
          loading={importing}
          onClick={() => file.current?.click()}
        />
      </div>
      <p className="text-sm text-color-secondary mt-0">{t('synoptic.importHelp')}</p>
      {problem ? (
        <p role="alert" className="p-error">
          {problem}
        </p>
      ) : null}
      {isError ? <LoadError what={t('synoptic.codesWhat')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.codes ?? []}
        totalRecords={data?.total ?? 0}
        dataKey="code"
        loading={isFetching}
        size="small"
        stripedRows
        emptyMessage={table.state.search ? t('synoptic.noCodesFound') : t('synoptic.noCodes')}
        pt={{ ...table.tableProps.pt, table: { 'aria-label': t(`synoptic.kinds.${kind}`) } }}
      >
        <Column field="code" header={t('synoptic.code')} sortable style={{ width: '9rem' }} body={(c: IcdO3CodeDto) => <code>{c.code}</code>} />
        <Column field="term" header={t('synoptic.term')} sortable />
      </DataTable>
    </section>
  );
}
