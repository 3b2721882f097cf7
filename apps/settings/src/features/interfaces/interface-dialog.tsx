import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { INTERFACE_KINDS, type InterfaceKind } from '@pathdesk/contracts';
import { createInterfaceSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { DialogFooter, DropdownField, fieldErrors, NumberField, PasswordField, SwitchField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import { useCreateInterfaceMutation } from './interfaces-api';

interface Form {
  kind: InterfaceKind;
  hospitalId: number | null;
  name: string;
  host: string;
  port: number | null;
  sendingApplication: string;
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
  includePdf: boolean;
  database: string;
  user: string;
  password: string;
  /** HOSxP: the lab item codes of each kind, as typed (commas or spaces between codes). */
  surgicalItems: string;
  cytologicalItems: string;
  gynecologicalItems: string;
}

const EMPTY: Form = {
  kind: 'hl7v2-mllp',
  hospitalId: null,
  name: '',
  host: '',
  port: null,
  sendingApplication: 'PATHDESK',
  sendingFacility: '',
  receivingApplication: '',
  receivingFacility: '',
  includePdf: false,
  database: '',
  user: '',
  password: '',
  surgicalItems: '',
  cytologicalItems: '',
  gynecologicalItems: '',
};

/** Codes typed with commas or spaces between them. */
const codes = (typed: string) => typed.split(/[\s,]+/).filter(Boolean);

/** The request of a kind: only that kind's fields (the schema refuses others). */
function requestOf(f: Form): Record<string, unknown> {
  const common = { kind: f.kind, hospitalId: f.hospitalId ?? 0, ...(f.name.trim() ? { name: f.name.trim() } : {}) };
  if (f.kind === 'fhir-token') return common;
  if (f.kind === 'hosxp') {
    const labItems = { surgical: codes(f.surgicalItems), cytological: codes(f.cytologicalItems), gynecological: codes(f.gynecologicalItems) };
    return { ...common, host: f.host, port: f.port ?? 0, database: f.database, user: f.user, password: f.password, labItems };
  }
  return {
    ...common,
    host: f.host,
    port: f.port ?? 0,
    sendingApplication: f.sendingApplication,
    sendingFacility: f.sendingFacility,
    receivingApplication: f.receivingApplication,
    receivingFacility: f.receivingFacility,
    includePdf: f.includePdf,
  };
}

/** Adds an interface; a FHIR token is handed to `onToken`, shown once. */
export function InterfaceDialog({ onClose, onToken }: { onClose: () => void; onToken: (token: string, name: string) => void }) {
  const { t } = useSettingsT();
  const { values: form, set, errors, setErrors } = useFormState<Form>(() => EMPTY);
  const { data: hospitals = [], isLoading: loadingHospitals } = useGetHospitalOptionsQuery();
  const [create, creating] = useCreateInterfaceMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const [kindOptions] = useState(() => INTERFACE_KINDS.map((value) => ({ value, label: t(`interfaces.kinds.${value}`) })));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createInterfaceSchema.safeParse(requestOf(form));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    const result = await create(requestOf(form) as never);
    if ('error' in result) return failed(t('interfaces.addFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('interfaces.added'), detail: result.data.interface.name }));
    if (result.data.token) onToken(result.data.token, result.data.interface.name);
    onClose();
  };

  const hl7 = form.kind === 'hl7v2-mllp';
  const hosxp = form.kind === 'hosxp';
  return (
    <Dialog
      visible
      header={t('interfaces.add')}
      onHide={onClose}
      modal
      style={{ width: '44rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="interface-form" submitLabel={t('common.add')} loading={creating.isLoading} onCancel={onClose} />}
    >
      <form id="interface-form" onSubmit={submit} noValidate className="grid">
        <div className="col-12 md:col-6">
          <DropdownField
            id="interface-kind"
            label={t('interfaces.kind')}
            required
            value={form.kind}
            options={kindOptions}
            optionLabel="label"
            optionValue="value"
            onChange={(v) => set('kind', (v ?? form.kind) as InterfaceKind)}
            error={errors.kind}
          />
        </div>
        <div className="col-12 md:col-6">
          <DropdownField
            id="interface-hospital"
            label={t('common.hospital')}
            required
            value={form.hospitalId}
            options={hospitals}
            optionLabel="name"
            optionValue="id"
            filter
            filterBy="name,code"
            loading={loadingHospitals}
            placeholder={t('common.chooseHospital')}
            onChange={(v) => set('hospitalId', (v as number | null) ?? null)}
            error={errors.hospitalId}
          />
        </div>
        <div className="col-12">
          <TextField
            id="interface-name"
            label={t('common.name')}
            value={form.name}
            onChange={(v) => set('name', v)}
            error={errors.name}
            hint={t('interfaces.nameHint')}
            maxLength={200}
          />
        </div>
        {hl7 || hosxp ? (
          <>
            <div className="col-12 md:col-8">
              <TextField id="interface-host" label={t('interfaces.host')} required value={form.host} onChange={(v) => set('host', v)} error={errors.host} maxLength={253} />
            </div>
            <div className="col-12 md:col-4">
              <NumberField
                id="interface-port"
                label={t('interfaces.port')}
                required
                value={form.port}
                onChange={(v) => set('port', v)}
                error={errors.port}
                useGrouping={false}
                min={1}
                max={65535}
              />
            </div>
          </>
        ) : null}
        {hl7 ? (
          <>
            <div className="col-12 md:col-6">
              <TextField
                id="interface-sending-application"
                label={t('interfaces.sendingApplication')}
                required
                value={form.sendingApplication}
                onChange={(v) => set('sendingApplication', v)}
                error={errors.sendingApplication}
                maxLength={40}
              />
            </div>
            <div className="col-12 md:col-6">
              <TextField
                id="interface-sending-facility"
                label={t('interfaces.sendingFacility')}
                required
                value={form.sendingFacility}
                onChange={(v) => set('sendingFacility', v)}
                error={errors.sendingFacility}
                maxLength={40}
              />
            </div>
            <div className="col-12 md:col-6">
              <TextField
                id="interface-receiving-application"
                label={t('interfaces.receivingApplication')}
                required
                value={form.receivingApplication}
                onChange={(v) => set('receivingApplication', v)}
                error={errors.receivingApplication}
                maxLength={40}
              />
            </div>
            <div className="col-12 md:col-6">
              <TextField
                id="interface-receiving-facility"
                label={t('interfaces.receivingFacility')}
                required
                value={form.receivingFacility}
                onChange={(v) => set('receivingFacility', v)}
                error={errors.receivingFacility}
                hint={t('interfaces.receivingFacilityHint')}
                maxLength={40}
              />
            </div>
            <div className="col-12">
              <SwitchField id="interface-pdf" label={t('interfaces.includePdf')} checked={form.includePdf} onChange={(on) => set('includePdf', on)} />
            </div>
          </>
        ) : null}
        {hosxp ? (
          <>
            <div className="col-12 md:col-4">
              <TextField
                id="interface-database"
                label={t('interfaces.database')}
                required
                value={form.database}
                onChange={(v) => set('database', v)}
                error={errors.database}
                maxLength={64}
              />
            </div>
            <div className="col-12 md:col-4">
              <TextField id="interface-user" label={t('interfaces.user')} required value={form.user} onChange={(v) => set('user', v)} error={errors.user} maxLength={80} />
            </div>
            <div className="col-12 md:col-4">
              <PasswordField id="interface-password" label={t('interfaces.password')} required value={form.password} onChange={(v) => set('password', v)} error={errors.password} />
            </div>
            <p className="col-12 m-0 text-color-secondary">{t('interfaces.labItemsHint')}</p>
            {(['surgical', 'cytological', 'gynecological'] as const).map((kind) => (
              <div key={kind} className="col-12 md:col-4">
                <TextField
                  id={`interface-items-${kind}`}
                  label={t(`interfaces.labItems.${kind}`)}
                  value={form[`${kind}Items`]}
                  onChange={(v) => set(`${kind}Items`, v)}
                  error={errors[`labItems.${kind}`] ?? (kind === 'surgical' ? errors.labItems : undefined)}
                  maxLength={500}
                />
              </div>
            ))}
          </>
        ) : null}
        {form.kind === 'fhir-token' ? <p className="col-12 m-0 text-color-secondary">{t('interfaces.tokenHint')}</p> : null}
      </form>
    </Dialog>
  );
}
