import { Link } from 'react-router';
import { Message } from 'primereact/message';
import { useCanOpen } from '@pathdesk/web-data';
import { useReportsT } from '../../i18n';
import { MALIGNANCY_REVIEW_PAGE, reportPagePath } from '../../report-pages';
import { useListMalignancyReviewsQuery } from './malignancy-review-api';

/** On the surgical summary, for those who may confirm them: how many migrated categories wait for a pathologist (issue 24.1). */
export function MalignancyReviewNotice() {
  const { t } = useReportsT();
  const path = reportPagePath(MALIGNANCY_REVIEW_PAGE);
  const allowed = useCanOpen()(path);
  const { data } = useListMalignancyReviewsQuery({ pending: true, first: 0, rows: 1 }, { skip: !allowed });
  if (!allowed || !data?.total) return null;
  return (
    <Message
      className="w-full justify-content-start mb-3"
      severity="warn"
      content={
        <span>
          {t('summary.toReview', { count: data.total })} <Link to={path}>{t('summary.openReview')}</Link>
        </span>
      }
    />
  );
}
