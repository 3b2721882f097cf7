import { useState } from 'react';
import { Button } from 'primereact/button';
import { hasRole, type CasePartDto, type FrozenSectionDto, type FrozenSectionState } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { LoadError, Spinner, StatusTag, useFormatDate, type TagSeverity } from '@pathdesk/web-ui';
import { useGetFrozenSectionsQuery } from './frozen-sections-api';
import { CallDialog, ReceiveDialog, ReportDialog } from './frozen-section-dialogs';
import { useWorkspaceT } from '../../i18n';

type Open = { step: 'receive' } | { step: 'report' | 'call'; section: FrozenSectionDto } | null;

/** Received: the pathologist's turn; reported: the lab's (theatre not yet told); called: done. */
const STATE_SEVERITY: Record<FrozenSectionState, TagSeverity> = { received: 'info', reported: 'warning', called: 'success' };

/**
 * A surgical case's intraoperative consultations (issue 32.3) on its result page: each frozen section
 * received from theatre, its diagnosis and turnaround against the lab's target, and the call to
 * theatre; the lab receives and calls, pathologists report.
 */
export function FrozenSections({ caseId, parts, cancelled }: { caseId: number; parts: readonly CasePartDto[]; cancelled: boolean }) {
  const { t } = useWorkspaceT();
  const formatDate = useFormatDate();
  const role = useAppSelector(selectSessionUser)?.role;
  const { data: sections = [], isLoading, isError, error, refetch } = useGetFrozenSectionsQuery({ kind: 'surgical', caseId });
  const [open, setOpen] = useState<Open>(null);
  const receives = hasRole(role, ['admin', 'user', 'doctor']) && !cancelled;
  const reports = hasRole(role, ['admin', 'doctor']) && !cancelled;
  const close = () => setOpen(null);
  const at = (value: string | null) => formatDate(value, { withTime: true });
  // A case without frozen sections shows one line, and the button that starts one.
  return (
    <section aria-labelledby="frozen-title" className="mb-4">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 id="frozen-title" className="text-lg m-0">
          {t('frozen.title')}
        </h3>
        {receives ? <Button type="button" size="small" outlined icon="pi pi-plus" label={t('frozen.receiveTitle')} onClick={() => setOpen({ step: 'receive' })} /> : null}
      </div>
      {isLoading ? <Spinner size="1.5rem" label={t('frozen.loading')} /> : null}
      {isError ? <LoadError what={t('frozen.what')} error={error} onRetry={() => void refetch()} /> : null}
      {!isLoading && !isError && !sections.length ? <p className="text-sm text-color-secondary mt-0">{t('frozen.none')}</p> : null}
      {sections.length ? (
        <ul className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('frozen.title')}>
          {sections.map((f) => (
            <li key={f.id} className="border-1 surface-border border-round p-2">
              <div className="flex flex-wrap align-items-center justify-content-between gap-2">
                <strong>
                  {f.partLetter ? `${f.partLetter}. ` : ''}
                  {f.specimen}
                </strong>
                <StatusTag severity={STATE_SEVERITY[f.state]} value={t(`frozen.states.${f.state}`)} />
              </div>
              <div className="text-sm text-color-secondary">{t('frozen.receivedLine', { at: at(f.receivedAt) })}</div>
              {f.diagnosis ? (
                <>
                  <p className="my-1 white-space-pre-line">{f.diagnosis}</p>
                  <div className="text-sm flex flex-wrap align-items-center gap-2">
                    <span>
                      {t('frozen.reportedBy', {
                        name: f.reportedByName ?? f.reportedBy,
                        at: at(f.reportedAt),
                        minutes: f.turnaroundMinutes,
                        target: f.targetMinutes,
                      })}
                    </span>
                    {f.withinTarget === null ? null : (
                      <StatusTag severity={f.withinTarget ? 'success' : 'danger'} value={f.withinTarget ? t('frozen.withinTarget') : t('frozen.overTarget')} />
                    )}
                  </div>
                </>
              ) : (
                <p className="my-1 text-color-secondary">{t('frozen.awaitingDiagnosis')}</p>
              )}
              {f.calledAt ? (
                <div className="text-sm mt-1">
                  {f.readBack ? t('frozen.calledLine', { name: f.calledTo, at: at(f.calledAt) }) : t('frozen.calledLineNoReadBack', { name: f.calledTo, at: at(f.calledAt) })}
                </div>
              ) : null}
              {f.correlation ? (
                <div className="text-sm mt-1">
                  {t('frozen.correlatedAs', { correlation: t(`frozen.correlations.${f.correlation}`) })}
                  {f.correlationNote ? ` — ${f.correlationNote}` : ''}
                </div>
              ) : null}
              {(!f.diagnosis && reports) || (f.diagnosis && !f.calledAt && receives) ? (
                <div className="flex gap-2 mt-2">
                  {!f.diagnosis && reports ? <Button type="button" size="small" label={t('frozen.report')} onClick={() => setOpen({ step: 'report', section: f })} /> : null}
                  {f.diagnosis && !f.calledAt && receives ? (
                    <Button type="button" size="small" icon="pi pi-phone" label={t('frozen.recordCall')} onClick={() => setOpen({ step: 'call', section: f })} />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open?.step === 'receive' ? <ReceiveDialog caseId={caseId} parts={parts} onClose={close} /> : null}
      {open?.step === 'report' ? <ReportDialog section={open.section} onClose={close} /> : null}
      {open?.step === 'call' ? <CallDialog section={open.section} onClose={close} /> : null}
    </section>
  );
}
