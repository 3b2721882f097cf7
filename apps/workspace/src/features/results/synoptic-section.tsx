import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { confirmDialog } from 'primereact/confirmdialog';
import {
  biomarkerValues,
  draftDiagnosisLine,
  shownElementIds,
  suggestIcdO3,
  suggestSynopticTemplate,
  templateElements,
  type BiomarkerFinding,
  type IcdO3Codes,
  type SurgicalPartResult,
  type SynopticElement,
  type SynopticEntry,
  type SynopticLabel,
  type SynopticTemplateDto,
  type SynopticValue,
} from '@pathdesk/contracts';
import { DateField, DropdownField, localDay, MultiSelectField, NumberField, TextField, type FieldErrors } from '@pathdesk/web-ui';
import { useGetSynopticTemplatesQuery } from './results-api';
import { useWorkspaceT } from '../../i18n';

export interface SynopticSectionProps {
  /** The part's letter and specimen; `index`: its place in the result's parts (the fields' names). */
  letter: string;
  specimen: string;
  index: number;
  part: SurgicalPartResult;
  onChange: (patch: Partial<Pick<SurgicalPartResult, 'synoptic' | 'icdO3' | 'synopticNotApplicable'>>) => void;
  /** Fills the part's diagnosis (the case's, for a case of one part) with the line drafted from the values. */
  onDraftDiagnosis: (line: string) => void;
  errors: FieldErrors;
  missing: readonly string[];
  disabled: boolean;
  /** The case's biomarker results: the template's biomarker elements take their values from them. */
  biomarkers: readonly BiomarkerFinding[];
}

/**
 * A part's synoptic cancer report (issue 30.2): the template (suggested from the specimen), its
 * elements by section — asked only when their conditions hold, core ones marked required — and the
 * part's ICD-O-3 codes, suggested by the values. The keyboard reaches everything in order; a choice
 * list opens on the letters typed.
 */
export function SynopticSection({ letter, specimen, index, part, onChange, onDraftDiagnosis, errors, missing, disabled, biomarkers }: SynopticSectionProps) {
  const { t, i18n } = useWorkspaceT();
  const { data: templates = [], isLoading, isError, refetch } = useGetSynopticTemplatesQuery();
  const say = (label: SynopticLabel) => (i18n.language === 'th' ? label.th : label.en);
  const entry = part.synoptic ?? null;
  const template = entry ? templates.find((tm) => tm.id === entry.templateId && tm.version === entry.version) : undefined;
  const suggested = suggestSynopticTemplate(templates, specimen);
  const choices = templates.filter((tm) => !tm.retired || (tm.id === entry?.templateId && tm.version === entry.version));
  const key = (field: string) => `parts.${index}.${field}`;
  const idOf = (field: string) => `synoptic-${letter}-${field}`;

  // A template starts with what the case's biomarker results give it (issue 30.3).
  const start = (chosen: SynopticTemplateDto | undefined) =>
    onChange({
      synoptic: chosen ? { templateId: chosen.id, version: chosen.version, values: askedOf(chosen, biomarkerValues(chosen, biomarkers, letter)) } : null,
      ...(chosen ? { synopticNotApplicable: false } : {}),
    });
  const choose = (value: string | null) => {
    const chosen = templates.find((tm) => `${tm.id}@${tm.version}` === value);
    if (!entry || !Object.keys(entry.values).length) return start(chosen);
    confirmDialog({
      header: t('synoptic.replaceHeader'),
      message: t('synoptic.replaceMessage', { letter }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: chosen ? t('synoptic.replace') : t('synoptic.remove'),
      rejectLabel: t('common:actions.cancel'),
      defaultFocus: 'reject',
      accept: () => start(chosen),
    });
  };
  const setValue = (id: string, value: SynopticValue) => {
    if (!entry) return;
    const values = { ...entry.values, [id]: value };
    if (value === null || (Array.isArray(value) && !value.length)) delete values[id];
    onChange({ synoptic: { ...entry, values } satisfies SynopticEntry });
  };
  const codes = part.icdO3 ?? null;
  const setCode = (kind: keyof IcdO3Codes, code: string) => {
    const next = { topography: codes?.topography ?? '', morphology: codes?.morphology ?? '', [kind]: code.trim().toUpperCase() };
    onChange({ icdO3: next.topography || next.morphology ? next : null });
  };
  const suggestion = template && entry ? suggestIcdO3(template, entry.values) : null;
  const shown = template && entry ? shownElementIds(template, entry.values) : new Set<string>();
  const fromResults = template ? biomarkerValues(template, biomarkers, letter) : {};
  // Results entered (or changed) after the template was started: offered, never written over silently.
  const differing = Object.entries(fromResults).filter(([id, v]) => shown.has(id) && entry?.values[id] !== v);
  const takeResults = () => entry && onChange({ synoptic: { ...entry, values: { ...entry.values, ...Object.fromEntries(differing) } } });

  return (
    <section className="col-12" aria-label={t('synoptic.sectionOf', { letter })}>
      <h3 className="text-lg mt-2 mb-2">{t('synoptic.title', { letter })}</h3>
      {isError ? (
        <p role="alert" className="p-error">
          {t('synoptic.loadFailed')}{' '}
          <button type="button" className="p-link text-primary" onClick={() => void refetch()}>
            {t('common:actions.tryAgain')}
          </button>
        </p>
      ) : null}
      <div className="grid">
        <div className="col-12 md:col-8">
          <DropdownField
            id={idOf('template')}
            label={t('synoptic.template')}
            hint={!entry && suggested ? t('synoptic.suggested', { name: say(suggested.name) }) : undefined}
            error={errors[key('synoptic.templateId')] ?? errors[key('synoptic.version')]}
            value={entry ? `${entry.templateId}@${entry.version}` : null}
            options={choices.map((tm) => ({ value: `${tm.id}@${tm.version}`, label: `${say(tm.name)} — v${tm.version}` }))}
            optionLabel="label"
            optionValue="value"
            placeholder={isLoading ? t('resultFields.loadingOptions') : t('synoptic.none')}
            filter
            showClear
            disabled={disabled}
            onChange={(value) => choose((value as string | null) ?? null)}
          />
        </div>
        {!entry && suggested ? (
          <div className="col-12 md:col-4 flex align-items-center">
            <Button type="button" outlined icon="pi pi-file-edit" label={t('synoptic.useSuggested')} disabled={disabled} onClick={() => start(suggested)} />
          </div>
        ) : null}
        {!entry ? (
          <div className="col-12 flex align-items-center gap-2">
            <Checkbox
              inputId={idOf('not-applicable')}
              checked={part.synopticNotApplicable === true}
              disabled={disabled}
              onChange={(e) => onChange({ synopticNotApplicable: e.checked === true })}
            />
            <label htmlFor={idOf('not-applicable')}>{t('synoptic.notApplicable')}</label>
          </div>
        ) : null}
      </div>
      {template && entry && differing.length ? (
        <div className="flex flex-wrap align-items-center gap-2 mb-2" role="status">
          <span className="text-sm">{t('synoptic.resultsDiffer', { elements: differing.map(([id]) => labelOf(template, id, say)).join(', ') })}</span>
          <Button type="button" outlined size="small" icon="pi pi-download" label={t('synoptic.takeResults')} disabled={disabled} onClick={takeResults} />
        </div>
      ) : null}
      {template && entry
        ? template.sections.map((section) => {
            const elements = section.elements.filter((e) => shown.has(e.id));
            if (!elements.length) return null;
            return (
              <fieldset key={section.id} className="grid m-0 mb-2 p-2 border-1 surface-border border-round">
                <legend className="font-semibold px-2">{say(section.label)}</legend>
                {elements.map((element) => (
                  <div key={element.id} className={element.kind === 'text' || element.kind === 'multiple' ? 'col-12' : 'col-12 md:col-6'}>
                    <ElementField
                      element={element}
                      id={idOf(element.id)}
                      label={say(element.label)}
                      value={entry.values[element.id] ?? null}
                      error={errors[key(`synoptic.values.${element.id}`)]}
                      required={element.level === 'required'}
                      emptyCore={missing.includes(key(`synoptic.values.${element.id}`))}
                      fromResult={element.id in fromResults && fromResults[element.id] === entry.values[element.id]}
                      disabled={disabled}
                      say={say}
                      onChange={(value) => setValue(element.id, value)}
                    />
                  </div>
                ))}
              </fieldset>
            );
          })
        : null}
      {template && entry ? (
        <div className="grid align-items-end">
          <div className="col-12 md:col-4">
            <TextField
              id={idOf('topography')}
              label={t('synoptic.topography')}
              hint={suggestion?.topography ? t('synoptic.suggestedCode', { code: suggestion.topography }) : undefined}
              error={errors[key('icdO3.topography')] ?? errors[key('icdO3')]}
              value={codes?.topography ?? ''}
              disabled={disabled}
              onChange={(v) => setCode('topography', v)}
            />
          </div>
          <div className="col-12 md:col-4">
            <TextField
              id={idOf('morphology')}
              label={t('synoptic.morphology')}
              hint={suggestion?.morphology ? t('synoptic.suggestedCode', { code: suggestion.morphology }) : undefined}
              error={errors[key('icdO3.morphology')]}
              value={codes?.morphology ?? ''}
              disabled={disabled}
              onChange={(v) => setCode('morphology', v)}
            />
          </div>
          <div className="col-12 md:col-4 flex flex-wrap gap-2 pb-4">
            {suggestion && (suggestion.topography || suggestion.morphology) ? (
              <Button
                type="button"
                outlined
                size="small"
                label={t('synoptic.useCodes')}
                disabled={disabled}
                onClick={() => onChange({ icdO3: { topography: suggestion.topography ?? codes?.topography ?? '', morphology: suggestion.morphology ?? codes?.morphology ?? '' } })}
              />
            ) : null}
            <Button
              type="button"
              outlined
              size="small"
              icon="pi pi-pencil"
              label={t('synoptic.draftDiagnosis')}
              disabled={disabled || !draftDiagnosisLine(template, entry.values)}
              onClick={() => onDraftDiagnosis(draftDiagnosisLine(template, entry.values))}
            />
          </div>
        </div>
      ) : null}
      {template && entry ? <SynopticProgress template={template} values={entry.values} missing={missing} prefix={key('synoptic.values.')} /> : null}
    </section>
  );
}

/** "14 of 18 core elements given": the pathologist sees how far the report is from sign-out. */
function SynopticProgress({ template, values, missing, prefix }: { template: SynopticTemplateDto; values: SynopticEntry['values']; missing: readonly string[]; prefix: string }) {
  const { t } = useWorkspaceT();
  const shown = shownElementIds(template, values);
  const core = templateElements(template).filter((e) => e.level === 'required' && shown.has(e.id)).length;
  const empty = missing.filter((m) => m.startsWith(prefix)).length;
  return (
    <p className="text-sm text-color-secondary m-0" aria-live="polite">
      {t('synoptic.progress', { given: core - empty, total: core })}
    </p>
  );
}

interface ElementFieldProps {
  element: SynopticElement;
  id: string;
  label: string;
  value: SynopticValue;
  error: string | undefined;
  required: boolean;
  /** A core element still empty: marked as sign-out needs it. */
  emptyCore: boolean;
  /** Its value is the one the case's biomarker result gives. */
  fromResult: boolean;
  disabled: boolean;
  say: (label: SynopticLabel) => string;
  onChange: (value: SynopticValue) => void;
}

/** One element, as its kind asks: a choice (typed letters find it), several, a number with its unit, text or a date. */
function ElementField({ element, id, label, value, error, required, emptyCore, fromResult, disabled, say, onChange }: ElementFieldProps) {
  const { t } = useWorkspaceT();
  const hint = fromResult ? t('synoptic.fromResult') : required ? undefined : t('synoptic.recommended');
  const frame = { id, label, error, required: required && emptyCore, disabled, hint };
  switch (element.kind) {
    case 'single':
      return (
        <DropdownField
          {...frame}
          value={typeof value === 'string' ? value : null}
          options={element.choices.map((c) => ({ value: c.value, label: say(c.label) }))}
          optionLabel="label"
          optionValue="value"
          placeholder={t('resultFields.choose')}
          filter
          showClear
          onChange={(v) => onChange((v as string | null) ?? null)}
        />
      );
    case 'multiple':
      return (
        <MultiSelectField
          {...frame}
          value={Array.isArray(value) ? value : []}
          options={element.choices.map((c) => ({ value: c.value, label: say(c.label) }))}
          optionLabel="label"
          optionValue="value"
          display="chip"
          placeholder={t('resultFields.choose')}
          onChange={(v) => onChange(((v as string[] | null) ?? []).length ? (v as string[]) : null)}
        />
      );
    case 'number':
      return (
        <NumberField
          {...frame}
          value={typeof value === 'number' ? value : null}
          min={element.min}
          max={element.max}
          maxFractionDigits={element.integer ? 0 : 2}
          suffix={element.unit ? ` ${element.unit}` : undefined}
          onChange={(v) => onChange(v)}
        />
      );
    case 'text':
      return <TextField {...frame} maxLength={element.maxLength} value={typeof value === 'string' ? value : ''} onChange={(v) => onChange(v.trim() ? v : null)} />;
    case 'date':
      return <DateField {...frame} value={typeof value === 'string' ? dayToDate(value) : null} onChange={(v) => onChange(v ? localDay(v) : null)} />;
  }
}

/** The values an element is asked for: a biomarker element hidden by a condition takes none. */
function askedOf(template: SynopticTemplateDto, values: SynopticEntry['values']): SynopticEntry['values'] {
  const shown = shownElementIds(template, values);
  return Object.fromEntries(Object.entries(values).filter(([id]) => shown.has(id)));
}

function labelOf(template: SynopticTemplateDto, id: string, say: (label: SynopticLabel) => string): string {
  const element = templateElements(template).find((e) => e.id === id);
  return element ? say(element.label) : id;
}

/** A stored day (yyyy-mm-dd) as the calendar's local date. */
function dayToDate(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}
