import { Link, useSearchParams } from 'react-router';
import { CASE_COUNT_CAP, CASE_KINDS, casePath, hasRole, registerPath, worklistPath, type CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage, selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { CaseStatusTag, DateText, PageCard, PriorityTag, useCaseKindCopy } from '@pathdesk/web-ui';
import { useWorkspaceT } from '../../i18n';
import { useGetCasesQuery } from './cases-api';
import styles from './overview-page.module.css';

const OPEN = { status: 'registered,in_progress,diagnosed', rows: '5', sortField: 'receivedAt', sortOrder: '-1' };
/** The filters a link may bring (the dashboard's "waiting" numbers): the cards and their worklist links keep them. */
const LINKED_FILTERS = ['status', 'receivedFrom', 'receivedTo'] as const;

function useLinkedFilters() {
  const [search] = useSearchParams();
  const filters = Object.fromEntries(LINKED_FILTERS.flatMap((key) => (search.get(key) ? [[key, search.get(key)!]] : [])));
  return { filters, query: Object.keys(filters).length ? `?${new URLSearchParams(filters).toString()}` : '' };
}

/** /workspace: the three worklists at a glance — open cases and the latest received. */
export default function OverviewPage() {
  const user = useAppSelector(selectSessionUser);
  const canRegister = hasRole(user?.role, ['admin', 'user']);
  const { t } = useWorkspaceT();
  return (
    <PageCard title={t('overview.title')} subtitle={t('overview.subtitle')}>
      <div className="grid">
        {CASE_KINDS.map((kind) => (
          <div key={kind} className="col-12 lg:col-4">
            <KindCard kind={kind} canRegister={canRegister} />
          </div>
        ))}
      </div>
    </PageCard>
  );
}

function KindCard({ kind, canRegister }: { kind: CaseKind; canRegister: boolean }) {
  const { t } = useWorkspaceT();
  const copy = useCaseKindCopy()[kind];
  const linked = useLinkedFilters();
  const { data, isLoading, isError, error } = useGetCasesQuery({ kind, params: { ...OPEN, ...linked.filters } });
  const count = data ? (data.totalCapped ? `${CASE_COUNT_CAP.toLocaleString()}+` : data.total.toLocaleString()) : '…';
  return (
    <section className={styles.kind} aria-labelledby={`kind-${kind}`}>
      <header className={styles.head}>
        <i className={`${copy.icon} ${styles.icon}`} aria-hidden />
        <div>
          <h2 id={`kind-${kind}`} className={styles.title}>
            <Link to={`${worklistPath(kind)}${linked.query}`}>{copy.title}</Link>
          </h2>
          <div className="text-color-secondary">
            <strong className={styles.count}>{count}</strong> {linked.query ? t('overview.matching') : t('overview.open')}
          </div>
        </div>
        {canRegister ? (
          <Link to={registerPath(kind)} className="p-button p-button-sm p-button-outlined no-underline ml-auto" aria-label={t('overview.register', { noun: copy.noun })}>
            <span className="p-button-icon pi pi-plus" aria-hidden />
          </Link>
        ) : null}
      </header>
      {isLoading ? <p className="text-color-secondary">{t('overview.loading')}</p> : null}
      {isError ? <p className="p-error">{apiErrorMessage(error)}</p> : null}
      {data && data.items.length === 0 ? <p className="text-color-secondary">{t('overview.noOpenCases')}</p> : null}
      <ul className={styles.list}>
        {data?.items.map((c) => (
          <li key={c.id}>
            <Link to={casePath(kind, c.id)} className={styles.case}>
              <span className="font-semibold">{c.accessionNo}</span>
              <span className={styles.patient}>{c.patientName}</span>
              <span className="text-color-secondary text-sm">
                <DateText value={c.receivedAt} withTime />
              </span>
              <span className={styles.tags}>
                <PriorityTag priority={c.priority} />
                <CaseStatusTag status={c.status} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
