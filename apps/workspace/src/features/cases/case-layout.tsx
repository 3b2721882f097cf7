import { NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { classNames } from 'primereact/utils';
import { casePath, type CaseDto, type CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { CaseStatusTag, DateText, ErrorPanel, PriorityTag, Spinner } from '@pathdesk/web-ui';
import { useGetCaseQuery } from './cases-api';
import { CASE_TABS } from './case-kinds';
import styles from './case-layout.module.css';
import { useWorkspaceT } from '../../i18n';

export interface CaseOutletContext {
  kind: CaseKind;
  caseDto: CaseDto;
}

export function useCase(): CaseOutletContext {
  return useOutletContext<CaseOutletContext>();
}

/** A case: its number, patient and status above the tabs Info, Result, Additional tests, Paraffin blocks, Report. */
export default function CaseLayout({ kind }: { kind: CaseKind }) {
  const id = Number(useParams().id);
  const { t } = useWorkspaceT();
  const tabLabels: Record<string, string> = {
    info: t('caseTabs.info'),
    result: t('caseTabs.result'),
    additionals: t('caseTabs.additionals'),
    paraffins: t('caseTabs.paraffins'),
    view: t('caseTabs.view'),
    timeline: t('caseTabs.timeline'),
  };
  const { data: caseDto, isLoading, isError, error, refetch } = useGetCaseQuery({ kind, id }, { skip: !Number.isInteger(id) || id <= 0 });

  if (!Number.isInteger(id) || id <= 0) return <ErrorPanel title={t('case.noSuchCase')} />;
  if (isLoading) return <Spinner label={t('case.loading')} />;
  if (isError || !caseDto) {
    const notFound = error && 'status' in error && error.status === 404;
    return <ErrorPanel title={notFound ? t('case.noSuchCase') : t('case.loadFailed')} detail={apiErrorMessage(error)} onRetry={notFound ? undefined : () => void refetch()} />;
  }

  return (
    <article className={styles.case} aria-labelledby="case-title">
      <header className={`card ${styles.header}`}>
        <div>
          <h1 id="case-title" className={styles.accession}>
            {caseDto.accessionNo}
          </h1>
          <div className={styles.patient}>
            {caseDto.patientName} · HN {caseDto.hn} · {caseDto.hospitalName}
          </div>
          <div className="text-color-secondary text-sm">
            {t('caseForm.received')} <DateText value={caseDto.receivedAt} withTime />
          </div>
        </div>
        <div className="flex gap-2 align-items-start">
          <PriorityTag priority={caseDto.priority} />
          <CaseStatusTag status={caseDto.status} />
        </div>
      </header>
      <nav aria-label={t('case.tabsLabel')} className={styles.tabs}>
        {CASE_TABS.map(({ tab, label }) => (
          <NavLink key={tab} to={casePath(kind, id, tab)} className={({ isActive }) => classNames(styles.tab, { [styles.active!]: isActive })}>
            {tabLabels[tab] ?? label}
          </NavLink>
        ))}
      </nav>
      <Outlet context={{ kind, caseDto } satisfies CaseOutletContext} />
    </article>
  );
}
