import { useState } from 'react';
import { useReportsT } from '../../i18n';
import { DEFAULT_PAGE_SIZE, type RescreenDto } from '@pathdesk/contracts';
import { PageCard } from '@pathdesk/web-ui';
import { pageText, REVIEW_PAGE } from '../../report-pages';
import { PendingRescreens, ReviewedRescreens } from './rescreen-tables';
import { ReviewDialog } from './review-dialog';
import { ReviewSummary } from './review-summary';
import { LookbackSection } from './lookback-section';
import { CorrelationSection } from './correlation-section';
import { Deferred } from './deferred';

/**
 * /report/gynecological-review-report: quality control of Pap tests. NILM Paps held at sign-out
 * (at random or high-risk) wait here until someone else rescreens them; the reviews done below.
 * The queue (the first screen) is drawn first; the parts below it once the browser is idle or the
 * user scrolls to them, each in the room it takes while it loads (issue 18: blocking time, no shift).
 */
/** A small table's room at the default page size: its head, the rows and the paginator (lazy-table.module.css). */
const PAGED_TABLE_ROOM = `calc(2.75rem + ${DEFAULT_PAGE_SIZE} * 2.5rem + 3.5rem)`;

export default function GynReviewPage() {
  const { t } = useReportsT();
  const [reviewing, setReviewing] = useState<RescreenDto | null>(null);
  return (
    <PageCard title={pageText(t, REVIEW_PAGE).title} subtitle={t('review.subtitle')}>
      <section aria-labelledby="rescreens-pending">
        <h2 id="rescreens-pending" className="text-xl mt-0">
          {t('review.waiting')}
        </h2>
        <PendingRescreens onReview={setReviewing} />
      </section>
      <section aria-labelledby="rescreens-done" className="mt-5">
        <h2 id="rescreens-done" className="text-xl">
          {t('review.reviewed')}
        </h2>
        <Deferred minHeight={PAGED_TABLE_ROOM}>
          <ReviewedRescreens />
        </Deferred>
      </section>
      <Deferred minHeight="36rem">
        <LookbackSection />
      </Deferred>
      <Deferred minHeight="52rem">
        <CorrelationSection />
      </Deferred>
      <section aria-labelledby="review-report" className="mt-5">
        <h2 id="review-report" className="text-xl">
          {t('review.report')}
        </h2>
        <Deferred minHeight="var(--pd-review-report-height, 40rem)">
          <ReviewSummary />
        </Deferred>
      </section>
      {reviewing ? <ReviewDialog key={reviewing.id} rescreen={reviewing} onClose={() => setReviewing(null)} /> : null}
    </PageCard>
  );
}
