import type { FormEvent } from 'react';
import { useSettingsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { createDoctorSchema, updateDoctorSchema } from '@pathdesk/contracts/schemas';
import type { DoctorDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { DialogFooter, DropdownField, SwitchField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useCreateDoctorMutation, useUpdateDoctorMutation } from './doctors-api';

/** Titles offered; any other can be typed. */
const TITLES = ['นพ.', 'พญ.', 'ศ.นพ.', 'รศ.นพ.', 'ผศ.นพ.', 'ศ.พญ.', 'รศ.พญ.', 'ผศ.พญ.', 'Dr.'];

interface Form {
  title: string;
  name: string;
  licenceNo: string;
  hospitalId: number | null;
  phone: string;
  active: boolean;
}

/** Add or edit a referring doctor, who belongs to one hospital. */
export function DoctorDialog({ doctor, defaultHospitalId, onClose }: { doctor: DoctorDto | null; defaultHospitalId?: number | null; onClose: () => void }) {
  const { t } = useSettingsT();
  const {
    values: form,
    set,
    errors,
    setErrors,
    validate,
  } = useFormState<Form>({
    title: doctor?.title ?? '',
    name: doctor?.name ?? '',
    licenceNo: doctor?.licenceNo ?? '',
    hospitalId: doctor?.hospitalId ?? defaultHospitalId ?? null,
    phone: doctor?.phone ?? '',
    active: doctor?.active ?? true,
  });
  const { data: hospitals = [], isLoading: loadingHospitals } = useGetHospitalOptionsQuery();
  const [create, creating] = useCreateDoctorMutation();
  const [update, updating] = useUpdateDoctorMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, hospitalId: form.hospitalId ?? 0 };
    let result;
    if (doctor) {
      const changes = validate(updateDoctorSchema, body);
      if (!changes) return;
      result = await update({ id: doctor.id, changes });
    } else {
      const input = validate(createDoctorSchema, body);
      if (!input) return;
      result = await create(input);
    }
    if ('error' in result) return failed(doctor ? t('doctors.updateFailed') : t('doctors.addFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: doctor ? t('doctors.saved') : t('doctors.added'), detail: result.data.doctor.name }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={doctor ? t('common.editName', { name: doctor.name }) : t('doctors.add')}
      onHide={onClose}
      modal
      style={{ width: '40rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="doctor-form" submitLabel={doctor ? t('common.save') : t('common.add')} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />}
    >
      <form id="doctor-form" onSubmit={submit} noValidate className="grid">
        <div className="col-12 md:col-4">
          <DropdownField
            id="doctor-title"
            label={t('doctors.titleField')}
            error={errors.title}
            value={form.title}
            options={TITLES}
            editable
            onChange={(v) => set('title', v ?? '')}
          />
        </div>
        <div className="col-12 md:col-8">
          <TextField id="doctor-name" label={t('common.name')} error={errors.name} required value={form.name} onChange={(v) => set('name', v)} autoFocus />
        </div>
        <div className="col-12">
          <DropdownField
            id="doctor-hospital"
            label={t('common.hospital')}
            error={errors.hospitalId}
            required
            value={form.hospitalId}
            options={hospitals}
            optionLabel="name"
            optionValue="id"
            filter
            filterBy="name,code,nameEn"
            loading={loadingHospitals}
            placeholder={t('common.chooseHospital')}
            onChange={(v) => set('hospitalId', v)}
          />
        </div>
        <div className="col-12 md:col-6">
          <TextField
            id="doctor-licence"
            label={t('doctors.licenceNo')}
            error={errors.licenceNo}
            hint={t('doctors.licenceHint')}
            value={form.licenceNo}
            onChange={(v) => set('licenceNo', v)}
          />
        </div>
        <div className="col-12 md:col-6">
          <TextField id="doctor-phone" label={t('common.phone')} error={errors.phone} value={form.phone} onChange={(v) => set('phone', v)} />
        </div>
        <div className="col-12">
          <SwitchField id="doctor-active" label={t('common.active')} hint={t('doctors.activeHint')} checked={form.active} onChange={(on) => set('active', on)} />
        </div>
      </form>
    </Dialog>
  );
}
