import { useState } from 'react';
import { Button } from 'primereact/button';
import { hasRole, type CasePartDto, type FrozenSectionDto } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, LoadError, StatusTag } from '@pathdesk/web-ui';
import { useGetFrozenSectionsQuery } from './frozen-sections-api';
import { CallDialog, ReceiveDialog, ReportDialog } from './frozen-section-dialogs';
import { useWorkspaceT } from '../../i18n';

type Open = { step: 'receive' } | { step: 'report' | 'call'; section: FrozenSectionDto } | null;

/**
 * A surgical case's intraoperative consultations (issue 32.3) on its result page: each frozen section
 * received from theatre, its diagnosis and turnaround against the lab's target, and the call to
 * theatre; the lab receives and calls, pathologists report.
 */
export function FrozenSectionsPanel({ caseId, parts, cancelled }: { caseId: number; parts: readonly CasePartDto[]; cancelled: boolean }) {
  const { t } = useWorkspaceT();
  const role = useAppSelector(selectSessionUser)?.role;
  const { data: sections = [], isLoading, isError, error, refetch } = useGetFrozenSectionsQuery({ kind: 'surgical', caseId });
  const [open, setOpen] = useState<Open>(null);
  const receives = hasRole(role, ['admin', 'user', 'doctor']) && !cancelled;
  const reports = hasRole(role, ['admin', 'doctor']) && !cancelled;
  const close = () => setOpen(null);
  if (isLoading) return null;
  // A case without frozen sections shows one line: the button that starts one.
  return (
    <section aria-labelledby="frozen-title" className="mb-4">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 id="frozen-title" className="text-lg m-0">
          {t('frozen.title')}
        </h3>
        {receives ? <Button type="button" size="small" outlined icon="pi pi-plus" label={t('frozen.receiveTitle')} onClick={() => setOpen({ step: 'receive' })} /> : null}
      </div>
      {isError ? <LoadError what={t('frozen.what')} error={error} onRetry={() => void refetch()} /> : null}
      {!isError && !sections.length ? <p className="text-sm text-color-secondary mt-0">{t('frozen.none')}</p> : null}
      <ul className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('frozen.title')}>
        {sections.map((f) => (
          <li key={f.id} className="border-1 surface-border border-round p-2">
            <div className="flex flex-wrap justify-content-between gap-2">
              <strong>
                {f.partLetter ? `${f.partLetter}. ` : ''}
                {f.specimen}
              </strong>
              <span className="text-sm text-color-secondary">
                {t('frozen.received')} <DateText value={f.receivedAt} withTime />
              </span>
            </div>
            {f.diagnosis ? (
              <>
                <p className="my-1">{f.diagnosis}</p>
                <div className="text-sm flex flex-wrap align-items-center gap-2">
                  <span>{t('frozen.reportedBy', { name: f.reportedByName ?? f.reportedBy, minutes: f.turnaroundMinutes, target: f.targetMinutes })}</span>
                  <StatusTag severity={f.withinTarget ? 'success' : 'warning'} value={f.withinTarget ? t('frozen.withinTarget') : t('frozen.overTarget')} />
                </div>
              </>
            ) : (
              <p className="my-1 text-color-secondary">{t('frozen.awaitingDiagnosis')}</p>
            )}
            {f.calledAt ? (
              <div className="text-sm mt-1">
                {t('frozen.calledLine', { name: f.calledTo })} <DateText value={f.calledAt} withTime />
              </div>
            ) : null}
            {f.correlation ? <div className="text-sm mt-1">{t('frozen.correlatedAs', { correlation: t(`frozen.correlations.${f.correlation}`) })}</div> : null}
            <div className="flex gap-2 mt-2">
              {!f.diagnosis && reports ? <Button type="button" size="small" label={t('frozen.report')} onClick={() => setOpen({ step: 'report', section: f })} /> : null}
              {f.diagnosis && !f.calledAt && receives ? (
                <Button type="button" size="small" icon="pi pi-phone" label={t('frozen.recordCall')} onClick={() => setOpen({ step: 'call', section: f })} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {open?.step === 'receive' ? <ReceiveDialog caseId={caseId} parts={parts} onClose={close} /> : null}
      {open?.step === 'report' ? <ReportDialog section={open.section} onClose={close} /> : null}
      {open?.step === 'call' ? <CallDialog section={open.section} onClose={close} /> : null}
    </section>
  );
}
