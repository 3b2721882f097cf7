import { useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { hasRole, type CaseKind, type ConsultationDto, type CosignDto } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, LoadError } from '@pathdesk/web-ui';
import { useGetCaseConsultationsQuery, useGetCosignQuery, useWithdrawCosignMutation } from './consultations-api';
import { AskCosignerDialog, AskOpinionDialog, CosignDialog, OpinionDialog, OutsideReportDialog, SendOutDialog } from './consultation-dialogs';
import { useWorkspaceT } from '../../i18n';

type Open = { dialog: 'ask-cosigner' | 'cosign' | 'ask-opinion' | 'send-out' } | { dialog: 'opinion' | 'outside-report'; consultation: ConsultationDto } | null;

export interface SecondOpinionsPanelProps {
  kind: CaseKind;
  caseId: number;
  /** The case has a released report (a major disagreement then opens an amendment). */
  released: boolean;
  cancelled: boolean;
  /** The lab asks for the signer's password at sign-out, and so at a co-signature. */
  askPassword: boolean;
}

/**
 * Second pathologists on a case (issue 32.2), beside the sign-out: the co-signer asked, who signs
 * before the release, and the second opinions asked of colleagues and their answers.
 */
export function SecondOpinionsPanel({ kind, caseId, released, cancelled, askPassword }: SecondOpinionsPanelProps) {
  const { t } = useWorkspaceT();
  const user = useAppSelector(selectSessionUser);
  const cosign = useGetCosignQuery({ kind, caseId });
  const consultations = useGetCaseConsultationsQuery({ kind, caseId });
  const [open, setOpen] = useState<Open>(null);
  const [withdraw] = useWithdrawCosignMutation();
  const asks = hasRole(user?.role, ['admin', 'doctor']) && !cancelled;
  const consults = user?.role === 'doctor' && !cancelled;
  const close = () => setOpen(null);

  const confirmWithdraw = (c: CosignDto) =>
    confirmDialog({
      header: t('consult.withdrawHeader'),
      message: t('consult.withdrawMessage', { name: c.cosignerName }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('consult.withdraw'),
      rejectLabel: t('common:actions.cancel'),
      defaultFocus: 'reject',
      accept: () => void withdraw({ kind, caseId }),
    });

  return (
    <section className="card" aria-labelledby="second-opinions-title">
      <h2 id="second-opinions-title" className="text-xl mt-0 mb-2">
        {t('consult.title')}
      </h2>
      <h3 className="text-base mt-0 mb-1">{t('consult.cosignHeading')}</h3>
      {cosign.isError ? <LoadError what={t('consult.cosignWhat')} error={cosign.error} onRetry={() => void cosign.refetch()} /> : null}
      {cosign.data === null ? <p className="mt-0 text-color-secondary">{t('consult.noCosigner')}</p> : null}
      {cosign.data ? <CosignStatus cosign={cosign.data} /> : null}
      <div className="flex flex-wrap gap-2 mb-3">
        {cosign.data && cosign.data.cosignerUsername === user?.username && !cosign.data.current && !cancelled ? (
          <Button type="button" size="small" icon="pi pi-pen-to-square" label={t('consult.cosign')} onClick={() => setOpen({ dialog: 'cosign' })} />
        ) : null}
        {asks && cosign.data === null ? (
          <Button type="button" size="small" outlined icon="pi pi-user-plus" label={t('consult.askCosigner')} onClick={() => setOpen({ dialog: 'ask-cosigner' })} />
        ) : null}
        {asks && cosign.data ? <Button type="button" size="small" text severity="danger" label={t('consult.withdraw')} onClick={() => confirmWithdraw(cosign.data!)} /> : null}
      </div>

      <h3 className="text-base mt-0 mb-1">{t('consult.opinionsHeading')}</h3>
      {consultations.isError ? <LoadError what={t('consult.opinionsWhat')} error={consultations.error} onRetry={() => void consultations.refetch()} /> : null}
      {consultations.data && !consultations.data.length ? <p className="mt-0 text-color-secondary">{t('consult.noOpinions')}</p> : null}
      <ul className="list-none p-0 m-0 flex flex-column gap-2 mb-2" aria-label={t('consult.opinionsHeading')}>
        {(consultations.data ?? []).map((k) => (
          <li key={k.id} className="border-1 surface-border border-round p-2">
            <div className="text-sm text-color-secondary">
              {k.outside
                ? t('consult.sentTo', { from: k.requestedByName, to: k.consultantName, institution: k.outside.institution })
                : t('consult.askedOf', { from: k.requestedByName, to: k.consultantName })}{' '}
              · <DateText value={k.requestedAt} withTime />
            </div>
            <div>{k.question}</div>
            {k.opinion ? (
              <div className="mt-1">
                <strong>{t(`consult.opinions.${k.opinion}`)}</strong>
                {k.note ? `: ${k.note}` : ''}
                {k.amendmentOpened ? <div className="text-sm">{t('consult.amendmentOpened')}</div> : null}
              </div>
            ) : (
              <div className="mt-1 text-color-secondary">{t('consult.awaiting')}</div>
            )}
            {k.outsideReport ? <p className="text-sm my-1 white-space-pre-line">{k.outsideReport}</p> : null}
            {!k.opinion && k.outside && consults ? (
              <Button type="button" size="small" className="mt-2" label={t('consult.attachOutside')} onClick={() => setOpen({ dialog: 'outside-report', consultation: k })} />
            ) : null}
            {!k.opinion && k.consultantUsername === user?.username ? (
              <Button type="button" size="small" className="mt-2" label={t('consult.giveOpinion')} onClick={() => setOpen({ dialog: 'opinion', consultation: k })} />
            ) : null}
          </li>
        ))}
      </ul>
      {consults ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="small" outlined icon="pi pi-comments" label={t('consult.askOpinion')} onClick={() => setOpen({ dialog: 'ask-opinion' })} />
          <Button type="button" size="small" outlined icon="pi pi-send" label={t('consult.sendOutTitle')} onClick={() => setOpen({ dialog: 'send-out' })} />
        </div>
      ) : null}

      {open?.dialog === 'ask-cosigner' ? <AskCosignerDialog kind={kind} caseId={caseId} onClose={close} /> : null}
      {open?.dialog === 'cosign' ? <CosignDialog kind={kind} caseId={caseId} askPassword={askPassword} onClose={close} /> : null}
      {open?.dialog === 'ask-opinion' ? <AskOpinionDialog kind={kind} caseId={caseId} onClose={close} /> : null}
      {open?.dialog === 'opinion' ? <OpinionDialog consultation={open.consultation} released={released} onClose={close} /> : null}
      {open?.dialog === 'send-out' ? <SendOutDialog kind={kind} caseId={caseId} onClose={close} /> : null}
      {open?.dialog === 'outside-report' ? <OutsideReportDialog consultation={open.consultation} released={released} onClose={close} /> : null}
    </section>
  );
}

function CosignStatus({ cosign }: { cosign: CosignDto }) {
  const { t } = useWorkspaceT();
  if (cosign.current) {
    return (
      <p className="mt-0" role="status">
        <i className="pi pi-check-circle text-green-700 mr-1" aria-hidden />
        {t('consult.cosignedBy', { name: cosign.cosignerName })} <DateText value={cosign.signedAt!} withTime />
      </p>
    );
  }
  return (
    <p className="mt-0" role="status">
      <i className="pi pi-clock mr-1" aria-hidden />
      {cosign.signedAt ? t('consult.signsAgain', { name: cosign.cosignerName }) : t('consult.awaitingCosign', { name: cosign.cosignerName })}
    </p>
  );
}
