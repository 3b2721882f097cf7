import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { EDITABLE_STATUSES, hasRole, type CaseDto } from '@pathdesk/contracts';
import { CLINICAL_FIELDS } from '@pathdesk/contracts/schemas';
import { notify, selectSessionUser, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { useGetCfgOptionsQuery, useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { DialogFooter, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useUpdateCaseMutation } from './cases-api';
import { CaseFormFields } from './case-form-fields';
import { CasePartsEditor } from './case-parts-editor';
import { caseFormFrom, validateEdit, type CaseFormValues } from './case-form-model';
import { CaseHistory } from './case-history';
import { useCase } from './case-layout';
import { PatientCasesPanel } from './patient-cases-panel';
import { useWorkspaceT } from '../../i18n';

const clinical = new Set<string>(CLINICAL_FIELDS);

/** /workspace/{kind}/{id}/info: the registration data (editable while the case is open) and its history. */
export default function CaseInfoPage() {
  const { kind, caseDto } = useCase();
  const { t } = useWorkspaceT();
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const { values, setValues, patch: onChange, errors, setErrors } = useFormState<CaseFormValues>(() => caseFormFrom(caseDto));
  const failed = useApiFailure();
  const [cancelling, setCancelling] = useState(false);
  const [updateCase, { isLoading: saving }] = useUpdateCaseMutation();
  const { data: titles = [] } = useGetCfgOptionsQuery('prefixs');
  const { data: companies = [] } = useGetCfgOptionsQuery('companies');
  const { data: types = [] } = useGetCfgOptionsQuery(kind === 'cytological' ? 'cytologicaltypes' : 'gynecologicaltypes', { skip: kind === 'surgical' });
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();

  // A saved edit (or someone else's, after a reload) brings a new version: show it.
  useEffect(() => setValues(caseFormFrom(caseDto)), [caseDto, setValues]);

  const open = EDITABLE_STATUSES.includes(caseDto.status);
  const staff = hasRole(user?.role, ['admin', 'user']);
  const doctor = hasRole(user?.role, ['doctor']);
  // A case of several parts shows its specimens part by part; its one-line specimen follows them.
  const readOnly = (field: string) => !open || !(staff || (doctor && clinical.has(field))) || (field === 'specimen' && caseDto.parts.length > 1);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEdit(kind, caseDto, values);
    if ('errors' in checked) return setErrors(checked.errors);
    if (Object.keys(checked.changes).length === 1) {
      dispatch(notify({ severity: 'info', summary: t('workflow.nothingToSave'), detail: t('workflow.noChange') }));
      return;
    }
    const result = await updateCase({ kind, id: caseDto.id, changes: checked.changes });
    if ('error' in result) return failed(t('caseInfo.updateFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('caseInfo.saved'), detail: caseDto.accessionNo }));
  };

  return (
    <div className="grid">
      <div className="col-12 xl:col-8">
        <section className="card" aria-label={t('caseInfo.registration')}>
          {!open ? (
            <Message
              className="w-full justify-content-start mb-3"
              severity="info"
              text={caseDto.status === 'cancelled' ? t('caseInfo.cancelled', { reason: caseDto.cancelReason ?? '' }) : t('caseInfo.signedOut')}
            />
          ) : null}
          {caseDto.parts.length > 1 || (open && staff) ? <CasePartsEditor caseDto={caseDto} editable={open && staff} /> : null}
          <form onSubmit={save} noValidate aria-label={t('caseInfo.caseRegistration')}>
            <CaseFormFields kind={kind} values={values} onChange={onChange} errors={errors} readOnly={readOnly} options={{ titles, companies, hospitals, types }} />
            {open && (staff || doctor) ? (
              <div className="flex flex-wrap justify-content-between gap-2 mt-3">
                {staff ? <Button type="button" label={t('caseInfo.cancelCase')} icon="pi pi-ban" severity="danger" outlined onClick={() => setCancelling(true)} /> : <span />}
                <Button type="submit" label={t('common:actions.save')} icon="pi pi-check" loading={saving} />
              </div>
            ) : null}
          </form>
        </section>
      </div>
      <div className="col-12 xl:col-4">
        <PatientCasesPanel caseId={caseDto.id} />
        <CaseHistory kind={kind} id={caseDto.id} />
      </div>
      {cancelling ? <CancelDialog caseDto={caseDto} onClose={() => setCancelling(false)} /> : null}
    </div>
  );
}

/** Cancelling keeps the case and its number; the reason goes to the record and its history. */
function CancelDialog({ caseDto, onClose }: { caseDto: CaseDto; onClose: () => void }) {
  const { kind } = useCase();
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors } = useFormState({ reason: '' });
  const reason = values.reason;
  const [updateCase, { isLoading }] = useUpdateCaseMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setErrors({ reason: t('caseInfo.sayWhy') });
    const result = await updateCase({ kind, id: caseDto.id, changes: { version: caseDto.version, status: 'cancelled', cancelReason: reason.trim() } });
    if ('error' in result) return failed(t('caseInfo.cancelFailed'), result.error);
    dispatch(notify({ severity: 'warn', summary: t('caseInfo.caseCancelled'), detail: t('caseInfo.keepsNumber', { accessionNo: caseDto.accessionNo }) }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('caseInfo.cancelHeader', { accessionNo: caseDto.accessionNo })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={
        <DialogFooter
          form="cancel-case-form"
          cancelLabel={t('caseInfo.keepCase')}
          submitLabel={t('caseInfo.cancelTheCase')}
          submitSeverity="danger"
          submitIcon="pi pi-ban"
          loading={isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="cancel-case-form" onSubmit={submit} noValidate>
        <p className="mt-0">{t('caseInfo.cancelText')}</p>
        <TextAreaField id="cancel-reason" label={t('caseInfo.reason')} error={errors.reason} required rows={3} autoFocus value={reason} onChange={(v) => set('reason', v)} />
      </form>
    </Dialog>
  );
}
