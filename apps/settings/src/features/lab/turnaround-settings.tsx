import { useEffect, useState, type FormEvent } from 'react';
import { useSettingsT } from '../../i18n';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { apiFieldErrors, apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { updateTurnaroundSchema } from '@pathdesk/contracts/schemas';
import type { TurnaroundSettings } from '@pathdesk/contracts';
import { DateField, useCaseKindCopy, ErrorPanel, NumberField, Spinner, TextField } from '@pathdesk/web-ui';
import { useReadTurnaroundQuery, useUpdateTurnaroundMutation } from './lab-settings-api';
import { missingClosureDays, toTurnaroundForm, toTurnaroundRequest, turnaroundErrors, type TurnaroundForm } from './turnaround-form';

/**
 * Lab settings → turnaround: the target of each kind (a share of routine cases within so many
 * working days) and the lab's own closures, which the working-day count skips besides weekends and
 * Thai public holidays.
 */
export function TurnaroundSettingsSection() {
  const { t } = useSettingsT();
  const { data, isLoading, isError, error, refetch } = useReadTurnaroundQuery();
  return (
    <section aria-labelledby="turnaround-title" className="mt-5">
      <h2 id="turnaround-title" className="text-xl font-semibold mt-0 mb-1">
        {t('tat.title')}
      </h2>
      <p className="mt-0 mb-3 text-color-secondary">{t('tat.explain')}</p>
      {isLoading ? (
        <Spinner label={t('tat.loading')} />
      ) : isError || !data ? (
        <ErrorPanel title={t('tat.loadFailed')} detail={apiErrorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <TurnaroundEditor settings={data} />
      )}
    </section>
  );
}

function TurnaroundEditor({ settings }: { settings: TurnaroundSettings }) {
  const { t } = useSettingsT();
  const caseKinds = useCaseKindCopy();
  const [values, setValues] = useState<TurnaroundForm>(() => toTurnaroundForm(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdateTurnaroundMutation();
  const dispatch = useAppDispatch();
  useEffect(() => setValues(toTurnaroundForm(settings)), [settings]);
  const dirty = JSON.stringify(values) !== JSON.stringify(toTurnaroundForm(settings));
  // No second leave-page guard: the router allows one blocker, and the lab settings form above holds it.

  const change = (key: string, next: (f: TurnaroundForm) => TurnaroundForm) => {
    setValues(next);
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const setTarget = (i: number, field: 'days' | 'percent', value: number | null) =>
    change(`targets.${i}.${field}`, (f) => ({ ...f, targets: f.targets.map((t, j) => (j === i ? { ...t, [field]: value } : t)) }));
  const setClosure = (i: number, field: 'from' | 'to' | 'reason', value: Date | string | null) =>
    change(`closures.${i}.${field}`, (f) => ({ ...f, closures: f.closures.map((c, j) => (j === i ? { ...c, [field]: value } : c)) }));
  const addClosure = () => setValues((f) => ({ ...f, closures: [...f.closures, { from: null, to: null, reason: '' }] }));
  const removeClosure = (i: number) =>
    confirmDialog({
      header: t('tat.removeHeader'),
      icon: 'pi pi-exclamation-triangle',
      message: t('tat.removeMessage'),
      acceptLabel: t('common.remove'),
      rejectLabel: t('common.cancel'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => {
        setValues((f) => ({ ...f, closures: f.closures.filter((_, j) => j !== i) }));
        setErrors({});
      },
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingClosureDays(values, t('tat.chooseFirstDay'));
    if (Object.keys(missing).length) return setErrors(missing);
    const parsed = updateTurnaroundSchema.safeParse(toTurnaroundRequest(values));
    if (!parsed.success) return setErrors(turnaroundErrors(parsed.error.issues, t('tat.percentRange')));
    const saved = await update(parsed.data);
    if ('error' in saved) {
      setErrors(turnaroundErrors(apiFieldErrors(saved.error), t('tat.percentRange')));
      return void dispatch(notify({ severity: 'error', summary: t('tat.saveFailed'), detail: apiErrorMessage(saved.error) }));
    }
    dispatch(notify({ severity: 'success', summary: t('common.saved'), detail: t('tat.savedDetail') }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('tat.title')} className="grid">
      {values.targets.map((target, i) => (
        <div key={target.kind} className="col-12 md:col-4">
          <fieldset className="border-1 surface-border border-round p-3 m-0 h-full">
            <legend className="font-semibold px-1">{caseKinds[target.kind].title}</legend>
            <NumberField
              id={`tat-${target.kind}-percent`}
              label={t('tat.share')}
              required
              error={errors[`targets.${i}.percent`]}
              value={target.percent}
              onChange={(v) => setTarget(i, 'percent', v)}
              suffix=" %"
              min={1}
              max={100}
              maxFractionDigits={1}
            />
            <NumberField
              id={`tat-${target.kind}-days`}
              label={t('tat.days')}
              required
              error={errors[`targets.${i}.days`]}
              value={target.days}
              onChange={(v) => setTarget(i, 'days', v)}
              min={0}
              max={60}
            />
          </fieldset>
        </div>
      ))}
      <div className="col-12">
        <h3 className="text-lg font-semibold mt-2 mb-2">{t('tat.closures')}</h3>
        {values.closures.length === 0 ? <p className="text-color-secondary mt-0">{t('tat.noClosures')}</p> : null}
        {values.closures.map((c, i) => (
          <div key={i} className="grid align-items-start" role="group" aria-label={t('tat.closureN', { n: i + 1 })}>
            <div className="col-12 md:col-3">
              <DateField
                id={`closure-${i}-from`}
                label={t('tat.from')}
                required
                error={errors[`closures.${i}.from`]}
                value={c.from}
                onChange={(v) => setClosure(i, 'from', v)}
                showIcon
              />
            </div>
            <div className="col-12 md:col-3">
              <DateField
                id={`closure-${i}-to`}
                label={t('tat.to')}
                hint={t('tat.toHint')}
                error={errors[`closures.${i}.to`]}
                value={c.to}
                onChange={(v) => setClosure(i, 'to', v)}
                showIcon
              />
            </div>
            <div className="col-12 md:col-5">
              <TextField
                id={`closure-${i}-reason`}
                label={t('tat.reason')}
                required
                error={errors[`closures.${i}.reason`]}
                value={c.reason}
                onChange={(v) => setClosure(i, 'reason', v)}
              />
            </div>
            <div className="col-12 md:col-1 flex md:pt-5">
              <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={t('tat.removeN', { n: i + 1 })} onClick={() => removeClosure(i)} />
            </div>
          </div>
        ))}
        <Button type="button" label={t('tat.addClosure')} icon="pi pi-plus" outlined onClick={addClosure} />
      </div>
      {errors.targets || errors.closures ? (
        <div className="col-12 p-error" role="alert">
          {errors.targets ?? errors.closures}
        </div>
      ) : null}
      <div className="col-12 flex justify-content-end gap-2">
        {dirty ? <Button type="button" label={t('common.discard')} text onClick={() => (setValues(toTurnaroundForm(settings)), setErrors({}))} /> : null}
        <Button type="submit" label={t('tat.save')} icon="pi pi-check" loading={isLoading} disabled={!dirty} />
      </div>
    </form>
  );
}
