import { useEffect, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import {
  HER2_IHC_SCORES,
  HER2_ISH_RESULTS,
  HER2_ZERO_PATTERNS,
  interpretBiomarker,
  MMR_EXPRESSIONS,
  MMR_PROTEINS,
  RECEPTOR_INTENSITIES,
  type BiomarkerDto,
  type BiomarkerTemplateId,
  type CaseKind,
} from '@pathdesk/contracts';
import { biomarkerInputSchemas } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateText, DropdownField, NumberField, useApiFailure, useFormState, type FieldErrors } from '@pathdesk/web-ui';
import { useSaveBiomarkerMutation } from './biomarkers-api';
import { useWorkspaceT } from '../../i18n';

type Input = Record<string, unknown>;

const FOCUSABLE = 'input:not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), button:not([disabled]):not([tabindex="-1"]), [tabindex="0"]';

/** The first control after `form` in the page's tab order (documents here use no positive tabindex). */
function nextFocusable(form: HTMLFormElement | null): HTMLElement | undefined {
  if (!form?.isConnected) return undefined;
  return [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => !form.contains(el) && form.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** What an empty entry starts from: nothing chosen, so nothing is saved by accident. */
const EMPTY: Record<BiomarkerTemplateId, Input> = {
  er: { percent: null, intensity: null },
  pr: { percent: null, intensity: null },
  'her2-ihc': { score: null },
  ki67: { percent: null },
  mmr: { mlh1: null, pms2: null, msh2: null, msh6: null },
  'pd-l1': { tps: null, cps: null },
};

/** The entry as the template's schema reads it: fields left empty are absent (the schema names them). */
function bodyOf(input: Input): Input {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}

/** A server's reasons name `input.percent`; the form's fields are `percent`. */
const fieldsOf = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^input\./, ''), v]));

/**
 * One biomarker's result as the pathologist enters it (issue 30.3): the template's fields, the
 * result it computes shown as the report will print it, and Save (or Ctrl+S inside the form).
 */
export function BiomarkerForm({ biomarker, kind, caseId, disabled }: { biomarker: BiomarkerDto; kind: CaseKind; caseId: number; disabled: boolean }) {
  const { t } = useWorkspaceT();
  const start = useMemo(() => ({ ...EMPTY[biomarker.template], ...(biomarker.input ?? {}) }), [biomarker.template, biomarker.input]);
  const { values, setValues, patch, errors, setErrors, validate } = useFormState<Input>(start);
  const [save, { isLoading }] = useSaveBiomarkerMutation();
  const failed = useApiFailure();
  const dispatch = useAppDispatch();
  useEffect(() => setValues(start), [start, setValues]);

  const schema = biomarkerInputSchemas[biomarker.template];
  const parsed = schema.safeParse(bodyOf(values));
  const preview = parsed.success ? interpretBiomarker(biomarker.template, parsed.data as never).summary : null;
  const dirty = JSON.stringify(bodyOf(values)) !== JSON.stringify(bodyOf(start));
  const name = biomarker.blockCode ? t('bench.additionals.testOnBlock', { test: biomarker.testCode, block: biomarker.blockCode }) : biomarker.testCode;

  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const input = validate(schema, bodyOf(values));
    if (!input) return;
    const result = await save({ kind, caseId, orderId: biomarker.orderId, body: { input: input as Input, version: biomarker.version } });
    if ('error' in result) return failed(t('biomarkers.saveFailed', { test: name }), result.error, (e) => setErrors(fieldsOf(e)));
    dispatch(notify({ severity: 'success', summary: t('biomarkers.saved', { test: name }), detail: result.data.result?.summary }));
    // Saved with its button (which is disabled once nothing is left to save): the keyboard goes on to
    // what comes next, the next biomarker or the result, instead of back to the top of the page.
    if (event && formRef.current) requestAnimationFrame(() => nextFocusable(formRef.current)?.focus());
  };
  // Ctrl+S inside a biomarker saves it, not the result's draft around it.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      event.stopPropagation();
      if (dirty && !isLoading) void submit();
    }
  };
  const field = (id: string) => `biomarker-${biomarker.orderId}-${id}`;

  return (
    <form ref={formRef} aria-label={name} noValidate onSubmit={submit} onKeyDown={onKeyDown} className="border-1 surface-border border-round p-3">
      <div className="flex flex-wrap justify-content-between gap-2 mb-2">
        <strong>
          {name} — {biomarker.testName}
        </strong>
        <span className="text-sm text-color-secondary">
          {biomarker.enteredBy && biomarker.enteredAt ? (
            <>
              {t('biomarkers.enteredBy', { name: biomarker.enteredBy })} <DateText value={biomarker.enteredAt} withTime />
            </>
          ) : (
            t('biomarkers.notEntered')
          )}
        </span>
      </div>
      <div className="grid">
        <BiomarkerFields template={biomarker.template} values={values} errors={errors} disabled={disabled} field={field} onChange={patch} />
      </div>
      <p className="mt-0 text-sm" aria-live="polite">
        {preview ? (
          <>
            <span className="text-color-secondary">{t('biomarkers.printsAs')}</span> {preview}
          </>
        ) : (
          <span className="text-color-secondary">{t('biomarkers.incomplete')}</span>
        )}
      </p>
      {disabled ? null : <Button type="submit" size="small" label={t('biomarkers.save')} icon="pi pi-check" loading={isLoading} disabled={!dirty} />}
    </form>
  );
}

interface FieldsProps {
  template: BiomarkerTemplateId;
  values: Input;
  errors: FieldErrors;
  disabled: boolean;
  field: (id: string) => string;
  onChange: (patch: Input) => void;
}

/** The template's own fields: % and intensity, the HER2 score and what it asks next, each MMR protein, TPS and CPS. */
function BiomarkerFields({ template, values, errors, disabled, field, onChange }: FieldsProps) {
  const { t } = useWorkspaceT();
  const percent = (id: string, label: string, required = true) => (
    <div className="col-12 md:col-4" key={id}>
      <NumberField
        id={field(id)}
        label={label}
        required={required}
        value={typeof values[id] === 'number' ? (values[id] as number) : null}
        min={0}
        max={100}
        maxFractionDigits={1}
        suffix=" %"
        error={errors[id]}
        disabled={disabled}
        onChange={(v) => onChange({ [id]: v })}
      />
    </div>
  );
  const choice = (id: string, label: string, options: readonly string[], labels: (v: string) => string, onPick?: (v: string | null) => Input) => (
    <div className="col-12 md:col-4" key={id}>
      <DropdownField
        id={field(id)}
        label={label}
        required
        value={(values[id] as string | null) ?? null}
        options={options.map((value) => ({ value, label: labels(value) }))}
        optionLabel="label"
        optionValue="value"
        placeholder={t('resultFields.choose')}
        filter
        error={errors[id]}
        disabled={disabled}
        onChange={(v) => onChange(onPick ? onPick(v) : { [id]: v })}
      />
    </div>
  );
  switch (template) {
    case 'er':
    case 'pr':
      return (
        <>
          {percent('percent', t('biomarkers.cellsStained'))}
          {choice('intensity', t('biomarkers.intensity'), RECEPTOR_INTENSITIES, (v) => t(`biomarkers.intensities.${v}`))}
        </>
      );
    case 'ki67':
      return percent('percent', t('biomarkers.cellsStained'));
    case 'her2-ihc':
      return (
        <>
          {/* A new score drops what only the old one asked (the pattern of 0, the ISH of 2+). */}
          {choice(
            'score',
            t('biomarkers.her2Score'),
            HER2_IHC_SCORES,
            (v) => `IHC ${v}`,
            (v) => ({ score: v, zeroPattern: null, ish: null }),
          )}
          {values.score === '0' ? choice('zeroPattern', t('biomarkers.zeroPattern'), HER2_ZERO_PATTERNS, (v) => t(`biomarkers.zeroPatterns.${v}`)) : null}
          {values.score === '2+' ? choice('ish', t('biomarkers.ish'), HER2_ISH_RESULTS, (v) => t(`biomarkers.ishResults.${v}`)) : null}
        </>
      );
    case 'mmr':
      return <>{MMR_PROTEINS.map((p) => choice(p, p.toUpperCase(), MMR_EXPRESSIONS, (v) => t(`biomarkers.expressions.${v}`)))}</>;
    case 'pd-l1':
      return (
        <>
          {percent('tps', t('biomarkers.tps'), false)}
          {percent('cps', t('biomarkers.cps'), false)}
        </>
      );
  }
}
