import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { casePath, type MalignancyReviewDto } from '@pathdesk/contracts';
import { DateText, LoadError, PageCard, usePagedTable, DataTable } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { MALIGNANCY_REVIEW_PAGE, pageText } from '../../report-pages';
import { MalignancyReviewDialog } from './malignancy-review-dialog';
import { useMalignancyLabels } from './malignancy-labels';
import { useListMalignancyReviewsQuery } from './malignancy-review-api';

/** One page of the list, waiting (not reviewed yet) or reviewed. */
function ReviewTable({ pending, onReview }: { pending: boolean; onReview?: (review: MalignancyReviewDto) => void }) {
  const { t } = useReportsT();
  const labels = useMalignancyLabels();
  const { page, tableProps } = usePagedTable();
  const { data, isFetching, isError, error, refetch } = useListMalignancyReviewsQuery({ pending, ...page });
  return (
    <>
      {isError ? <LoadError what={t('malignancyReview.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...tableProps({ total: data?.total, loading: isFetching, label: pending ? t('malignancyReview.waiting') : t('malignancyReview.reviewed') })}
        value={data?.reviews ?? []}
        dataKey="reportId"
        emptyMessage={pending ? t('malignancyReview.pendingEmpty') : t('malignancyReview.reviewedEmpty')}
      >
        <Column
          header={t('columns.accessionNo')}
          className="font-semibold white-space-nowrap"
          body={(r: MalignancyReviewDto) => (
            <Link to={casePath('surgical', r.caseId, 'view')}>{t('malignancyReview.version', { accessionNo: r.accessionNo, version: r.version })}</Link>
          )}
        />
        <Column field="patientName" header={t('columns.patient')} />
        <Column header={t('malignancyReview.released')} body={(r: MalignancyReviewDto) => <DateText value={r.releasedAt} withTime />} />
        <Column header={t('columns.diagnosis')} body={(r: MalignancyReviewDto) => <span className="white-space-pre-line">{r.diagnosis}</span>} />
        <Column header={t('malignancyReview.migrated')} body={(r: MalignancyReviewDto) => labels[r.migrated]} />
        {pending ? (
          <Column
            header=""
            body={(r: MalignancyReviewDto) => (
              <Button
                type="button"
                size="small"
                label={t('review.review')}
                aria-label={t('malignancyReview.reviewOf', { accessionNo: r.accessionNo })}
                onClick={() => onReview?.(r)}
              />
            )}
          />
        ) : (
          <Column header={t('malignancyReview.confirmed')} body={(r: MalignancyReviewDto) => (r.confirmed ? `${labels[r.confirmed]} (${r.reviewedBy ?? ''})` : '')} />
        )}
      </DataTable>
    </>
  );
}

/**
 * /report/malignancy-review (administrators and pathologists): surgical versions released before the
 * malignancy was the pathologist's own field. Their category was migrated from the old text rule;
 * where the diagnosis names a malignancy and also a negation — where that rule misread
 * "no hyperplasia or malignancy" — a pathologist confirms or changes it. The released version never
 * changes; the summaries count the confirmed category.
 */
export default function MalignancyReviewPage() {
  const { t } = useReportsT();
  const [reviewing, setReviewing] = useState<MalignancyReviewDto | null>(null);
  return (
    <PageCard title={pageText(t, MALIGNANCY_REVIEW_PAGE).title} subtitle={t('malignancyReview.subtitle')}>
      <section aria-labelledby="malignancy-pending">
        <h2 id="malignancy-pending" className="text-xl mt-0">
          {t('malignancyReview.waiting')}
        </h2>
        <ReviewTable pending onReview={setReviewing} />
      </section>
      <section aria-labelledby="malignancy-done" className="mt-5">
        <h2 id="malignancy-done" className="text-xl">
          {t('malignancyReview.reviewed')}
        </h2>
        <ReviewTable pending={false} />
      </section>
      {reviewing ? <MalignancyReviewDialog key={reviewing.reportId} review={reviewing} onClose={() => setReviewing(null)} /> : null}
    </PageCard>
  );
}
