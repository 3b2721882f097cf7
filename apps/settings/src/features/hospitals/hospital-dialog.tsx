import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { createHospitalSchema, updateHospitalSchema } from '@pathdesk/contracts/schemas';
import type { HospitalDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, SwitchField, TextAreaField, TextField, useApiFailure, useFormState, type TextFieldProps } from '@pathdesk/web-ui';
import { useCreateHospitalMutation, useUpdateHospitalMutation } from './hospitals-api';

type Form = Record<'code' | 'nameTh' | 'nameEn' | 'address' | 'taxId' | 'phone' | 'contact', string> & { active: boolean };

/** Add or edit a hospital or clinic: what the lab needs to report to it and bill it. */
export function HospitalDialog({ hospital, onClose }: { hospital: HospitalDto | null; onClose: () => void }) {
  const { values: form, set, errors, setErrors, validate } = useFormState<Form>({
    code: hospital?.code ?? '',
    nameTh: hospital?.nameTh ?? '',
    nameEn: hospital?.nameEn ?? '',
    address: hospital?.address ?? '',
    taxId: hospital?.taxId ?? '',
    phone: hospital?.phone ?? '',
    contact: hospital?.contact ?? '',
    active: hospital?.active ?? true,
  });
  const [create, creating] = useCreateHospitalMutation();
  const [update, updating] = useUpdateHospitalMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let result;
    if (hospital) {
      const changes = validate(updateHospitalSchema, form);
      if (!changes) return;
      result = await update({ id: hospital.id, changes });
    } else {
      const input = validate(createHospitalSchema, form);
      if (!input) return;
      result = await create(input);
    }
    if ('error' in result) return failed(hospital ? 'Update Hospital failed' : 'Add Hospital failed', result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: hospital ? 'Hospital saved' : 'Hospital added', detail: result.data.hospital.nameTh }));
    onClose();
  };

  const text = (field: Exclude<keyof Form, 'active'>, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField id={`hospital-${field}`} label={label} error={errors[field]} value={form[field]} onChange={(v) => set(field, v)} {...extra} />
  );

  return (
    <Dialog
      visible
      header={hospital ? `Edit ${hospital.nameTh}` : 'Add a hospital or clinic'}
      onHide={onClose}
      modal
      style={{ width: '44rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="hospital-form" submitLabel={hospital ? 'Save' : 'Add'} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />}
    >
      <form id="hospital-form" onSubmit={submit} noValidate className="grid">
        <div className="col-12 md:col-4">{text('code', 'Code', { required: true, hint: 'Short, unique; e.g. H001.', autoFocus: true })}</div>
        <div className="col-12 md:col-8">{text('nameTh', 'Name (Thai)', { required: true })}</div>
        <div className="col-12">{text('nameEn', 'Name (English)')}</div>
        <div className="col-12">
          <TextAreaField id="hospital-address" label="Address" error={errors.address} hint="Printed on invoices." rows={2} autoResize value={form.address} onChange={(v) => set('address', v)} />
        </div>
        <div className="col-12 md:col-6">{text('taxId', 'Tax id', { hint: '13 digits.' })}</div>
        <div className="col-12 md:col-6">{text('phone', 'Phone')}</div>
        <div className="col-12 md:col-8">{text('contact', 'Contact person')}</div>
        <div className="col-12 md:col-4">
          <SwitchField id="hospital-active" label="Active" hint="Inactive ones leave the dropdowns." checked={form.active} onChange={(on) => set('active', on)} />
        </div>
      </form>
    </Dialog>
  );
}
