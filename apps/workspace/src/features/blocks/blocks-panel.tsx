import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { BENCH_API, hasRole, type BlockDto, type CaseDto, type CaseKind } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { usePdfDownload } from '@pathdesk/web-reports';
import { LoadError, useApiFailure, DataTable } from '@pathdesk/web-ui';
import { useAddSlidesMutation, useGetBlocksQuery } from './blocks-api';
import { BlockDialog } from './block-dialog';
import { BlockEntryForm } from './block-entry-form';
import { CutSlidesDialog } from './cut-slides-dialog';
import { blocksByPart, partsAtGrossing } from './blocks-by-part';
import styles from './blocks-panel.module.css';
import { useWorkspaceT } from '../../i18n';

/** Lab staff and admins record blocks and print their labels; the others read them. */
const BENCH_STAFF = ['admin', 'user'] as const;

/**
 * A case's blocks (cassettes, cell blocks) and their slides: the quick entry at grossing, the
 * tissue descriptions, more slides cut on a block, and one click for the label sheet.
 */
export function BlocksPanel({ kind, caseDto }: { kind: CaseKind; caseDto: CaseDto }) {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetBlocksQuery({ kind, caseId: caseDto.id });
  const staff = hasRole(useAppSelector(selectSessionUser)?.role, BENCH_STAFF);
  const [editing, setEditing] = useState<BlockDto | null>(null);
  const [cutting, setCutting] = useState<BlockDto | null>(null);
  const labels = usePdfDownload();
  const [addSlides, addingSlides] = useAddSlidesMutation();
  const failed = useApiFailure();
  const { t } = useWorkspaceT();
  const open = staff && caseDto.status !== 'cancelled';
  // Cytology and Pap cases have slides of their own (smears), beside any cell block.
  const addSmear = async () => {
    const result = await addSlides({ kind, caseId: caseDto.id, body: { blockId: null, count: 1 } });
    if ('error' in result) failed(t('bench.blocks.addSlideFailed'), result.error);
  };
  // A case of several parts grosses part by part (issue 27): its blocks grouped under their parts.
  const byPart = caseDto.parts.length > 1;
  const blocks = byPart ? blocksByPart(data?.blocks ?? []) : (data?.blocks ?? []);
  const specimenOf = (letter: string) => caseDto.parts.find((p) => p.letter === letter)?.specimen;
  // A scanned label opens the case here with its block picked out.
  const scanned = useSearchParams()[0].get('block');
  const looseSlides = data?.slides ?? [];

  return (
    <section className="card" aria-labelledby="blocks-title">
      <header className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="blocks-title" className="m-0 text-xl">
          {t('bench.blocks.title')}
        </h2>
        {staff ? (
          <div className="flex gap-2">
            {open && kind !== 'surgical' ? (
              <Button type="button" label={t('bench.blocks.addSlide')} icon="pi pi-plus" outlined loading={addingSlides.isLoading} onClick={() => void addSmear()} />
            ) : null}
            {/* Without blocks the sheet holds the specimen containers' labels (issue 24.8). */}
            <Button
              type="button"
              label={blocks.length || looseSlides.length ? t('bench.blocks.printLabels') : t('bench.blocks.printContainerLabels')}
              icon="pi pi-print"
              outlined
              disabled={isLoading}
              loading={labels.downloading}
              onClick={() => void labels.download(BENCH_API.caseLabelsPdf(kind, caseDto.id), `${caseDto.accessionNo}-labels.pdf`)}
            />
          </div>
        ) : null}
      </header>
      {open ? <BlockEntryForm kind={kind} caseId={caseDto.id} existing={blocks.map((b) => b.code)} /> : null}
      {byPart ? (
        <ul className="list-none m-0 mb-3 p-0 flex flex-wrap gap-3" aria-label={t('bench.blocks.partsLabel')} data-testid="grossing-parts">
          {partsAtGrossing(caseDto.parts, blocks).map((p) => (
            <li key={p.letter}>
              <strong>{p.letter}.</strong> {p.specimen} — {t('bench.blocks.partBlocks', { count: p.blocks })}
              {open ? <span className="text-color-secondary"> · {t('bench.blocks.partNext', { code: p.next })}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {isError ? <LoadError what={t('bench.blocks.what')} error={error} onRetry={refetch} /> : null}
      <div className={styles.table}>
        <DataTable
          value={blocks}
          dataKey="id"
          loading={isLoading || isFetching}
          emptyMessage={t('bench.blocks.empty')}
          pt={{ table: { 'aria-label': t('bench.blocks.tableLabel') } }}
          size="small"
          stripedRows
          selectionMode="single"
          selection={blocks.find((b) => b.code === scanned) ?? null}
          metaKeySelection={false}
          {...(byPart
            ? {
                rowGroupMode: 'subheader' as const,
                groupRowsBy: 'part',
                rowGroupHeaderTemplate: (b: BlockDto & { part?: string }) => (
                  <span className="font-semibold" data-testid="block-part-group">
                    {specimenOf(b.part ?? '') ? t('bench.blocks.partGroup', { letter: b.part, specimen: specimenOf(b.part ?? '') }) : t('bench.blocks.otherBlocks')}
                  </span>
                ),
              }
            : {})}
        >
          <Column field="label" header={t('bench.blocks.colBlock')} body={(b: BlockDto) => <span className="font-semibold">{b.label}</span>} />
          <Column field="type" header={t('bench.blocks.colType')} body={(b: BlockDto) => (b.type === 'cell-block' ? t('bench.blocks.cellBlock') : t('bench.blocks.cassette'))} />
          <Column field="description" header={t('bench.blocks.colTissue')} body={(b: BlockDto) => b.description ?? <span className="text-color-secondary">—</span>} />
          <Column header={t('bench.blocks.colSlides')} body={(b: BlockDto) => b.slides.map((s) => `${s.code} (${s.stain})`).join(', ') || '—'} />
          <Column field="orderCount" header={t('bench.blocks.colOrders')} />
          {staff ? (
            <Column
              header=""
              style={{ width: '7rem' }}
              body={(b: BlockDto) => (
                <div className="flex justify-content-end">
                  {open ? (
                    <Button
                      type="button"
                      icon="pi pi-clone"
                      text
                      rounded
                      aria-label={t('bench.blocks.cutMoreOn', { code: b.code })}
                      title={t('bench.blocks.cutMore')}
                      onClick={() => setCutting(b)}
                    />
                  ) : null}
                  <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('bench.blocks.edit', { code: b.code })} onClick={() => setEditing(b)} />
                </div>
              )}
            />
          ) : null}
        </DataTable>
      </div>
      {looseSlides.length ? (
        <p className="mb-0 mt-3">
          {t('bench.blocks.caseSlides')} {looseSlides.map((s) => `${s.code} (${s.stain})`).join(', ')}
        </p>
      ) : null}
      {editing ? <BlockDialog kind={kind} block={editing} onClose={() => setEditing(null)} /> : null}
      {cutting ? <CutSlidesDialog kind={kind} block={cutting} onClose={() => setCutting(null)} /> : null}
    </section>
  );
}
