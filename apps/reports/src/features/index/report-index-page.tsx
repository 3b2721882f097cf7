import { Link } from 'react-router';
import { useReportsT } from '../../i18n';
import { canOpenIn, hasRole } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { useGetReportIndexCountsQuery } from '../../api/reports-api';
import { countText, PageCard } from '@pathdesk/web-ui';
import { groupHeading, pageText, REPORT_PAGE_GROUPS, reportPagePath } from '../../report-pages';
import { manifest } from '../../manifest';
import styles from './report-index-page.module.css';

/**
 * /report/index: the report pages this user may open (this remote's manifest decides), each with
 * its purpose and, for lab staff, its count where it has one ("12 to dispatch").
 */
export default function ReportIndexPage() {
  const { t } = useReportsT();
  const role = useAppSelector(selectSessionUser)?.role ?? null;
  const { data: counts = [] } = useGetReportIndexCountsQuery(undefined, { skip: !hasRole(role, ['admin', 'user']) });
  // the count in the user's language, from the numbers (the API's label is English); "1,000+" where it stopped counting
  const countOf = (path: string) => {
    const c = counts.find((x) => x.page === path);
    if (!c) return undefined;
    const n = countText(c.count, c.capped);
    if (c.page === 'gynecological-review-report') return t('index.toReview', { count: c.count, n });
    return c.resend ? t('index.toDispatchResend', { count: c.count, n, resend: countText(c.resend, c.resendCapped) }) : t('index.toDispatch', { count: c.count, n });
  };
  const groups = REPORT_PAGE_GROUPS.map((group) => ({ ...group, pages: group.pages.filter((page) => canOpenIn(manifest.pages, reportPagePath(page), role)) })).filter(
    (group) => group.pages.length > 0,
  );
  return (
    <PageCard title={t('index.title')} subtitle={t('index.subtitle')}>
      {groups.length === 0 ? <p className="m-0 text-color-secondary">{t('index.none')}</p> : null}
      {groups.map((group, i) => (
        <section key={group.heading} aria-labelledby={`report-group-${i}`} className={styles.group}>
          <h2 id={`report-group-${i}`} className={styles.heading}>
            {groupHeading(t, group)}
          </h2>
          <ul className={styles.pages}>
            {group.pages.map((page) => (
              <li key={page.path}>
                <Link to={reportPagePath(page)} className={styles.page}>
                  <i className={`${page.icon} ${styles.icon}`} aria-hidden />
                  <span>
                    <span className={styles.title}>{pageText(t, page).title}</span>
                    <span className={styles.description}>{pageText(t, page).description}</span>
                  </span>
                  {countOf(page.path) ? <span className={styles.count}>{countOf(page.path)}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageCard>
  );
}
