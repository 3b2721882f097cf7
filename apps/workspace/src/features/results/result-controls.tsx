import { Checkbox } from 'primereact/checkbox';
import { SelectButton } from 'primereact/selectbutton';
import { ADEQUACIES, type Adequacy, type CasePartDto, type CfgListKey, type BiomarkerFinding } from '@pathdesk/contracts';
import { useGetCfgOptionsQuery } from '@pathdesk/web-lookups';
import { DropdownField, Field, TextAreaField, type FieldErrors } from '@pathdesk/web-ui';
import { labelOf } from './result-form-model';
import { useResultOptionLabels } from './result-option-labels';
import styles from './result-page.module.css';
import { useWorkspaceT } from '../../i18n';

/** What every kind's result fields receive from the page. */
export interface ResultFieldsProps<F> {
  values: F;
  onChange: (patch: Partial<F>) => void;
  errors: FieldErrors;
  /** Signed out (until an amendment starts), held for rescreen, cancelled, or a reader's role. */
  disabled: boolean;
  /** Fields the sign-out still needs: marked required. */
  missing: readonly string[];
  /** The field naming the signer's own record: shown, not changed (nobody signs for another). */
  lockedField?: string | null;
  /** The case's blocks on the bench (a surgical case without any asks why: issue 24.5). */
  blockCount?: number;
  /** The case's parts (issue 27): a surgical case of several is diagnosed part by part. */
  parts?: readonly CasePartDto[];
  /** The case's biomarker results (issue 30.3): a synoptic report takes its biomarker elements from them. */
  biomarkers?: readonly BiomarkerFinding[];
}

/** The common frame of a result field bound to a field name: id, label, error and the required mark. */
export function bindField<F>(props: ResultFieldsProps<F>, field: keyof F & string) {
  return {
    id: `result-${field}`,
    label: labelOf(field),
    error: props.errors[field],
    required: props.missing.includes(field),
    disabled: props.disabled,
  };
}

/** A long text of the report (gross, microscopic, diagnosis…): grows with its content. */
export function ResultText<F>({ props, field, rows = 3, hint }: { props: ResultFieldsProps<F>; field: keyof F & string; rows?: number; hint?: string }) {
  return (
    <TextAreaField
      {...bindField(props, field)}
      hint={hint}
      rows={rows}
      autoResize
      value={(props.values[field] as string | null) ?? ''}
      onChange={(value) => props.onChange({ [field]: value } as Partial<F>)}
    />
  );
}

/** A pick from one of the lab's lookup lists (pathologists, screeners, types). */
export function LookupField<F>({ props, field, list, hint }: { props: ResultFieldsProps<F>; field: keyof F & string; list: CfgListKey; hint?: string }) {
  const { t } = useWorkspaceT();
  const { data: options = [], isFetching } = useGetCfgOptionsQuery(list);
  const locked = props.lockedField === field;
  return (
    <DropdownField
      {...bindField(props, field)}
      disabled={props.disabled || locked}
      hint={locked ? t('resultFields.signAsYourself') : hint}
      value={(props.values[field] as number | null) ?? null}
      options={options}
      optionLabel="name"
      optionValue="id"
      placeholder={isFetching ? t('resultFields.loadingOptions') : t('resultFields.choose')}
      filter
      showClear={!locked}
      onChange={(value) => props.onChange({ [field]: value } as Partial<F>)}
    />
  );
}

/** Specimen adequacy: satisfactory or not, one click. */
export function AdequacyField<F extends { adequacy: Adequacy | null }>({ props, onChange }: { props: ResultFieldsProps<F>; onChange: (adequacy: Adequacy | null) => void }) {
  const bound = bindField(props, 'adequacy');
  const labels = useResultOptionLabels().adequacy;
  return (
    <Field id={bound.id} label={bound.label} error={bound.error} required={bound.required}>
      {(p) => (
        <SelectButton
          id={p.id}
          aria-describedby={p['aria-describedby']}
          value={props.values.adequacy}
          options={ADEQUACIES.map((value) => ({ value, label: labels[value] }))}
          disabled={props.disabled}
          onChange={(e) => onChange((e.value as Adequacy | null) ?? null)}
        />
      )}
    </Field>
  );
}

/** A group of checkboxes for a list of findings (organisms, reactive changes). */
export function CheckboxGroup<V extends string>({
  id,
  legend,
  options,
  value,
  disabled,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  options: Record<V, string>;
  value: readonly V[];
  disabled: boolean;
  error?: string;
  onChange: (value: V[]) => void;
}) {
  const toggle = (option: V, checked: boolean) => onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {(Object.entries(options) as [V, string][]).map(([option, label]) => (
        <div key={option} className="flex align-items-start gap-2 mb-2">
          <Checkbox inputId={`${id}-${option}`} checked={value.includes(option)} disabled={disabled} onChange={(e) => toggle(option, !!e.checked)} />
          <label htmlFor={`${id}-${option}`}>{label}</label>
        </div>
      ))}
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}
