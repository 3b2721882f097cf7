import { Link } from 'react-router';
import { useReportsT } from '../../i18n';
import { canOpen, hasRole } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector, useGetReportIndexCountsQuery } from '@pathdesk/web-data';
import { PageCard } from '@pathdesk/web-ui';
import { groupHeading, pageText, REPORT_PAGE_GROUPS, reportPagePath } from '../../report-pages';
import styles from './report-index-page.module.css';

/**
 * /report/index: the report pages this user may open (the page access table decides), each with
 * its purpose and, for lab staff, its count where it has one ("12 to dispatch").
 */
export default function ReportIndexPage() {
  const { t } = useReportsT();
  const role = useAppSelector(selectSessionUser)?.role ?? null;
  const { data: counts = [] } = useGetReportIndexCountsQuery(undefined, { skip: !hasRole(role, ['admin', 'user']) });
  const countOf = (path: string) => counts.find((c) => c.page === path)?.label;
  const groups = REPORT_PAGE_GROUPS.map((group) => ({ ...group, pages: group.pages.filter((page) => canOpen(reportPagePath(page), role)) })).filter(
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
