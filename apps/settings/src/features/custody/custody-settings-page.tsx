import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { DEFAULT_HOT_FOLDER_TEMPLATE, HOT_FOLDER_FIELDS, LOCATION_KINDS, type CustodySettings, type LocationDto, type LocationKind } from '@pathdesk/contracts';
import { apiErrorMessage, apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { LoadError, PageCard, Spinner, DataTable } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import {
  useCreateArchiveLocationMutation,
  useListArchiveLocationsQuery,
  useReadCustodySettingsQuery,
  useUpdateArchiveLocationMutation,
  useUpdateCustodySettingsMutation,
} from './custody-settings-api';

interface Form {
  blockYears: string;
  slideYears: string;
  requisitionYears: string;
  printerHost: string;
  printerPort: string;
  hotDirectory: string;
  hotTemplate: string;
  hotExtension: string;
}

function toForm(s: CustodySettings): Form {
  return {
    blockYears: String(s.retention.blockYears),
    slideYears: String(s.retention.slideYears),
    requisitionYears: String(s.retention.requisitionYears),
    printerHost: s.printer?.host ?? '',
    printerPort: String(s.printer?.port ?? 9100),
    hotDirectory: s.hotFolder?.directory ?? '',
    hotTemplate: s.hotFolder?.template ?? DEFAULT_HOT_FOLDER_TEMPLATE,
    hotExtension: s.hotFolder?.extension ?? 'txt',
  };
}

function fromForm(f: Form): CustodySettings {
  return {
    retention: { blockYears: Number(f.blockYears), slideYears: Number(f.slideYears), requisitionYears: Number(f.requisitionYears) },
    printer: f.printerHost.trim() ? { host: f.printerHost.trim(), port: Number(f.printerPort) } : null,
    hotFolder: f.hotDirectory.trim() ? { directory: f.hotDirectory.trim(), template: f.hotTemplate, extension: f.hotExtension.trim() } : null,
  };
}

/**
 * /setting/custody (administrators): retention periods per item kind (reports are never disposed
 * of), the label printer (ZPL over raw TCP), the cassette writer's hot folder, and the archive's
 * locations lookup list (cabinet / drawer / box; retired, never deleted).
 */
export default function CustodySettingsPage() {
  const { t } = useSettingsT();
  const dispatch = useAppDispatch();
  const settings = useReadCustodySettingsQuery();
  const [save, saving] = useUpdateCustodySettingsMutation();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    if (settings.data) setForm(toForm(settings.data));
  }, [settings.data]);

  if (settings.isError) return <LoadError what={t('custody.title')} error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!form) return <Spinner label={t('custody.loading')} />;
  const errors = apiFieldErrors(saving.error);
  const field = (key: keyof Form, label: string, extra: { type?: string; name: string }) => {
    const error = errors.find((e) => e.field === extra.name);
    return (
      <label className="flex flex-column gap-1">
        {label}
        <InputText
          type={extra.type ?? 'text'}
          value={form[key]}
          onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          invalid={!!error}
          aria-describedby={error ? `err-${key}` : undefined}
        />
        {error ? (
          <small id={`err-${key}`} className="p-error">
            {error.message}
          </small>
        ) : null}
      </label>
    );
  };

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const result = await save(fromForm(form!));
    if ('data' in result) dispatch(notify({ severity: 'success', summary: t('custody.saved') }));
  }

  return (
    <PageCard title={t('custody.title')}>
      <form onSubmit={(e) => void onSave(e)} className="flex flex-column gap-3" aria-label={t('custody.title')}>
        <fieldset className="flex flex-wrap gap-3">
          <legend className="font-semibold">{t('custody.retention')}</legend>
          {field('blockYears', t('custody.blockYears'), { type: 'number', name: 'retention.blockYears' })}
          {field('slideYears', t('custody.slideYears'), { type: 'number', name: 'retention.slideYears' })}
          {field('requisitionYears', t('custody.requisitionYears'), { type: 'number', name: 'retention.requisitionYears' })}
          <p className="m-0 text-color-secondary w-full">{t('custody.reportsKept')}</p>
        </fieldset>
        <fieldset className="flex flex-wrap gap-3">
          <legend className="font-semibold">{t('custody.printer')}</legend>
          {field('printerHost', t('custody.printerHost'), { name: 'printer.host' })}
          {field('printerPort', t('custody.printerPort'), { type: 'number', name: 'printer.port' })}
        </fieldset>
        <fieldset className="flex flex-wrap gap-3">
          <legend className="font-semibold">{t('custody.hotFolder')}</legend>
          {field('hotDirectory', t('custody.hotDirectory'), { name: 'hotFolder.directory' })}
          {field('hotTemplate', t('custody.hotTemplate'), { name: 'hotFolder.template' })}
          {field('hotExtension', t('custody.hotExtension'), { name: 'hotFolder.extension' })}
          <p className="m-0 text-color-secondary w-full">{t('custody.templateFields', { fields: HOT_FOLDER_FIELDS.map((f) => `{${f}}`).join(' ') })}</p>
        </fieldset>
        {saving.error && !errors.length ? (
          <p role="alert" className="p-error">
            {apiErrorMessage(saving.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" label={t('custody.save')} icon="pi pi-check" loading={saving.isLoading} />
        </div>
      </form>
      <LocationsSection />
    </PageCard>
  );
}

function LocationsSection() {
  const { t } = useSettingsT();
  const locations = useListArchiveLocationsQuery();
  const [create, creating] = useCreateArchiveLocationMutation();
  const [update, updating] = useUpdateArchiveLocationMutation();
  const [draft, setDraft] = useState<{ code: string; name: string; kind: LocationKind; parentId: string }>({ code: '', name: '', kind: 'cabinet', parentId: '' });
  const error = creating.error ?? updating.error;

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const parent = locations.data?.find((l) => l.code === draft.parentId.trim().toUpperCase());
    const result = await create({ code: draft.code, name: draft.name, kind: draft.kind, parentId: parent?.id ?? null });
    if ('data' in result) setDraft({ code: '', name: '', kind: draft.kind, parentId: draft.parentId });
  }

  return (
    <section aria-labelledby="locations-title" className="mt-5">
      <h2 id="locations-title" className="text-lg">
        {t('custody.locations')}
      </h2>
      <form onSubmit={(e) => void onAdd(e)} className="flex flex-wrap gap-2 align-items-end mb-3">
        <label className="flex flex-column gap-1">
          {t('custody.locationCode')}
          <InputText value={draft.code} maxLength={30} onChange={(e) => setDraft({ ...draft, code: e.target.value })} />
        </label>
        <label className="flex flex-column gap-1">
          {t('custody.locationName')}
          <InputText value={draft.name} maxLength={100} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </label>
        <fieldset className="flex gap-2 border-none p-0 m-0">
          <legend className="mb-1">{t('custody.locationKind')}</legend>
          {LOCATION_KINDS.map((kind) => (
            <label key={kind} className="flex align-items-center gap-1">
              <input type="radio" name="location-kind" checked={draft.kind === kind} onChange={() => setDraft({ ...draft, kind })} />
              {t(`custody.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-column gap-1">
          {t('custody.locationParent')}
          <InputText value={draft.parentId} maxLength={30} onChange={(e) => setDraft({ ...draft, parentId: e.target.value })} />
        </label>
        <Button type="submit" label={t('custody.addLocation')} icon="pi pi-plus" loading={creating.isLoading} disabled={!draft.code.trim() || !draft.name.trim()} />
      </form>
      {error ? (
        <p role="alert" className="p-error">
          {apiErrorMessage(error)}
        </p>
      ) : null}
      {locations.isError ? (
        <LoadError what={t('custody.locations')} error={locations.error} onRetry={() => void locations.refetch()} />
      ) : (
        <DataTable
          value={locations.data ?? []}
          loading={locations.isLoading}
          dataKey="id"
          size="small"
          pt={{ table: { 'aria-label': t('custody.locations') } }}
          emptyMessage={t('custody.noLocations')}
        >
          <Column header={t('custody.locationCode')} field="code" />
          <Column header={t('custody.locationName')} field="name" />
          <Column header={t('custody.locationKind')} body={(l: LocationDto) => t(`custody.kinds.${l.kind}`)} />
          <Column header={t('custody.locationParent')} body={(l: LocationDto) => locations.data?.find((p) => p.id === l.parentId)?.code ?? ''} />
          <Column
            header={t('custody.inUse')}
            body={(l: LocationDto) => (
              <Button
                type="button"
                size="small"
                text
                label={l.active ? t('custody.retire') : t('custody.reuse')}
                aria-label={`${l.active ? t('custody.retire') : t('custody.reuse')} ${l.code}`}
                onClick={() => void update({ id: l.id, body: { version: l.version, active: !l.active } })}
              />
            )}
          />
        </DataTable>
      )}
    </section>
  );
}
