import { useState } from 'react';
import type { RescreenDto } from '@pathdesk/contracts';
import { PageCard } from '@pathdesk/web-ui';
import { REVIEW_PAGE } from '../../report-pages';
import { PendingRescreens, ReviewedRescreens } from './rescreen-tables';
import { ReviewDialog } from './review-dialog';
import { ReviewSummary } from './review-summary';
import { LookbackSection } from './lookback-section';

/**
 * /report/gynecological-review-report: quality control of Pap tests. NILM Paps held at sign-out
 * (at random or high-risk) wait here until someone else rescreens them; the reviews done below.
 */
export default function GynReviewPage() {
  const [reviewing, setReviewing] = useState<RescreenDto | null>(null);
  return (
    <PageCard title={REVIEW_PAGE.title} subtitle="NILM Paps held for a quality-control rescreen are released once another person agrees.">
      <section aria-labelledby="rescreens-pending">
        <h2 id="rescreens-pending" className="text-xl mt-0">
          Waiting for rescreen
        </h2>
        <PendingRescreens onReview={setReviewing} />
      </section>
      <section aria-labelledby="rescreens-done" className="mt-5">
        <h2 id="rescreens-done" className="text-xl">
          Reviewed
        </h2>
        <ReviewedRescreens />
      </section>
      <LookbackSection />
      <section aria-labelledby="review-report" className="mt-5">
        <h2 id="review-report" className="text-xl">
          Review report
        </h2>
        <ReviewSummary />
      </section>
      {reviewing ? <ReviewDialog key={reviewing.id} rescreen={reviewing} onClose={() => setReviewing(null)} /> : null}
    </PageCard>
  );
}
