import type { FormEvent } from 'react';
import { useSettingsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { createHospitalSchema, updateHospitalSchema } from '@pathdesk/contracts/schemas';
import type { HospitalDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, NumberField, SwitchField, TextAreaField, TextField, useApiFailure, useFormState, type TextFieldProps } from '@pathdesk/web-ui';
import { useCreateHospitalMutation, useUpdateHospitalMutation } from './hospitals-api';

type Form = Record<'code' | 'nameTh' | 'nameEn' | 'address' | 'taxId' | 'phone' | 'contact' | 'branch', string> & {
  active: boolean;
  /** Days from an invoice's issue to its due date; empty keeps the default (30). */
  creditTermDays: number | null;
};

/** What the head office is called on a Thai tax invoice (ใบกำกับภาษี / ใบแจ้งหนี้). */
const HEAD_OFFICE = 'สำนักงานใหญ่';

/** The form's values as the API takes them: an empty credit term is left out (the payer keeps its term, or 30 days). */
const toRequest = ({ creditTermDays, ...rest }: Form) => (creditTermDays === null ? rest : { ...rest, creditTermDays });

/** Add or edit a hospital or clinic: what the lab needs to report to it and bill it. */
export function HospitalDialog({ hospital, onClose }: { hospital: HospitalDto | null; onClose: () => void }) {
  const { t } = useSettingsT();
  const {
    values: form,
    set,
    errors,
    setErrors,
    validate,
  } = useFormState<Form>({
    code: hospital?.code ?? '',
    nameTh: hospital?.nameTh ?? '',
    nameEn: hospital?.nameEn ?? '',
    address: hospital?.address ?? '',
    taxId: hospital?.taxId ?? '',
    phone: hospital?.phone ?? '',
    contact: hospital?.contact ?? '',
    active: hospital?.active ?? true,
    branch: hospital?.branch ?? '',
    creditTermDays: hospital?.creditTermDays ?? null,
  });
  const [create, creating] = useCreateHospitalMutation();
  const [update, updating] = useUpdateHospitalMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let result;
    if (hospital) {
      const changes = validate(updateHospitalSchema, toRequest(form));
      if (!changes) return;
      result = await update({ id: hospital.id, changes });
    } else {
      const input = validate(createHospitalSchema, toRequest(form));
      if (!input) return;
      result = await create(input);
    }
    if ('error' in result) return failed(hospital ? t('hospitals.updateFailed') : t('hospitals.addFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: hospital ? t('hospitals.saved') : t('hospitals.added'), detail: result.data.hospital.nameTh }));
    onClose();
  };

  const text = (field: Exclude<keyof Form, 'active' | 'creditTermDays'>, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField id={`hospital-${field}`} label={label} error={errors[field]} value={form[field]} onChange={(v) => set(field, v)} {...extra} />
  );

  return (
    <Dialog
      visible
      header={hospital ? t('common.editName', { name: hospital.nameTh }) : t('hospitals.add')}
      onHide={onClose}
      modal
      style={{ width: '44rem', maxWidth: '95vw' }}
      footer={
        <DialogFooter form="hospital-form" submitLabel={hospital ? t('common.save') : t('common.add')} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />
      }
    >
      <form id="hospital-form" onSubmit={submit} noValidate className="grid">
        <div className="col-12 md:col-4">{text('code', t('common.code'), { required: true, hint: t('hospitals.codeHint'), autoFocus: true })}</div>
        <div className="col-12 md:col-8">{text('nameTh', t('hospitals.nameTh'), { required: true })}</div>
        <div className="col-12">{text('nameEn', t('hospitals.nameEn'))}</div>
        <div className="col-12">
          <TextAreaField
            id="hospital-address"
            label={t('common.address')}
            error={errors.address}
            hint={t('hospitals.addressHint')}
            rows={2}
            autoResize
            value={form.address}
            onChange={(v) => set('address', v)}
          />
        </div>
        <div className="col-12 md:col-6">{text('taxId', t('hospitals.taxId'), { hint: t('hospitals.taxIdHint') })}</div>
        <div className="col-12 md:col-6">
          {text('branch', t('hospitals.branch'), { hint: t('hospitals.branchHint', { headOffice: HEAD_OFFICE }) })}
          {form.branch.trim() === '' ? (
            <button type="button" className="p-link text-sm text-primary" onClick={() => set('branch', HEAD_OFFICE)}>
              {t('hospitals.useHeadOffice', { headOffice: HEAD_OFFICE })}
            </button>
          ) : null}
        </div>
        <div className="col-12 md:col-6">
          <NumberField
            id="hospital-creditTermDays"
            label={t('hospitals.creditTerm')}
            hint={t('hospitals.creditTermHint')}
            error={errors.creditTermDays}
            value={form.creditTermDays}
            onChange={(v) => set('creditTermDays', v)}
            suffix={t('hospitals.daysSuffix')}
            useGrouping={false}
            maxFractionDigits={0}
          />
        </div>
        <div className="col-12 md:col-6">{text('phone', t('common.phone'))}</div>
        <div className="col-12 md:col-8">{text('contact', t('hospitals.contact'))}</div>
        <div className="col-12 md:col-4">
          <SwitchField id="hospital-active" label={t('common.active')} hint={t('hospitals.activeHint')} checked={form.active} onChange={(on) => set('active', on)} />
        </div>
      </form>
    </Dialog>
  );
}
