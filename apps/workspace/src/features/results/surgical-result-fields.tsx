import { SelectButton } from 'primereact/selectbutton';
import { MALIGNANCY_CATEGORIES, type CasePartDto, type Malignancy, type SurgicalPartResult, type SurgicalResult } from '@pathdesk/contracts';
import { Field, TextAreaField, TextField } from '@pathdesk/web-ui';
import { useResultOptionLabels } from './result-option-labels';
import { bindField, LookupField, ResultText, type ResultFieldsProps } from './result-controls';
import { MalignancyField } from './malignancy-field';
import { SynopticSection } from './synoptic-section';
import { useWorkspaceT } from '../../i18n';

/** A surgical pathology result: what was received, what the slides show, the diagnosis and whether it is malignant. */
export function SurgicalResultFields(props: ResultFieldsProps<SurgicalResult>) {
  const { t } = useWorkspaceT();
  // Issue 24.5: a case without blocks is signed out with the reason it has none.
  const noBlocks = props.blockCount === 0 || !!props.values.noBlocksReason;
  const parts = props.parts ?? [];
  return (
    <div className="grid">
      {parts.length > 1 ? (
        parts.map((part, i) => <PartResultFields key={part.letter} props={props} part={part} index={i} />)
      ) : (
        <>
          <div className="col-12">
            <ResultText props={props} field="gross" rows={5} />
          </div>
          <div className="col-12">
            <ResultText props={props} field="microscopic" rows={6} />
          </div>
          <div className="col-12">
            <ResultText props={props} field="diagnosis" rows={4} />
          </div>
          <div className="col-12">
            <MalignancyField props={props} />
          </div>
          {parts[0] ? <OnePartSynoptic props={props} part={parts[0]} /> : null}
        </>
      )}
      <div className="col-12">
        <ResultText props={props} field="comment" rows={2} />
      </div>
      <div className="col-12">
        <ResultText props={props} field="additionalStudies" rows={3} hint={t('resultHints.additionalStudies')} />
      </div>
      {noBlocks ? (
        <div className="col-12">
          <TextField
            {...bindField(props, 'noBlocksReason')}
            hint={t('resultHints.noBlocksReason')}
            value={props.values.noBlocksReason ?? ''}
            onChange={(noBlocksReason) => props.onChange({ noBlocksReason })}
          />
        </div>
      ) : null}
      <div className="col-12 md:col-6">
        <LookupField props={props} field="pathologistId" list="pathologists" />
      </div>
    </div>
  );
}

const EMPTY_PART = { gross: null, microscopic: null, diagnosis: null, malignancy: null } as const;

/** The parts' entries after `patch` to part `letter`, one per part of the case, in its order. */
function patchedParts(props: ResultFieldsProps<SurgicalResult>, letter: string, patch: Partial<SurgicalPartResult>): SurgicalPartResult[] {
  const entries = (props.parts ?? []).map((p) => props.values.parts.find((r) => r.letter === p.letter) ?? { letter: p.letter, ...EMPTY_PART });
  return entries.map((p) => (p.letter === letter ? { ...p, ...patch } : p));
}

/** A case of one part writes its texts at the case level; its synoptic report and codes go in its part's entry. */
function OnePartSynoptic({ props, part }: { props: ResultFieldsProps<SurgicalResult>; part: CasePartDto }) {
  const current = props.values.parts.find((p) => p.letter === part.letter) ?? { letter: part.letter, ...EMPTY_PART };
  return (
    <SynopticSection
      letter={part.letter}
      specimen={part.specimen}
      index={0}
      part={current}
      onChange={(patch) => props.onChange({ parts: patchedParts(props, part.letter, patch) })}
      onDraftDiagnosis={(diagnosis) => props.onChange({ diagnosis })}
      errors={props.errors}
      missing={props.missing}
      disabled={props.disabled}
      biomarkers={props.biomarkers ?? []}
    />
  );
}

/**
 * One part of a case of several (issue 27): its gross description, microscopic, diagnosis and
 * malignancy, under "Part A — <specimen>". The report lists the diagnoses A, B, C in order.
 */
function PartResultFields({ props, part, index }: { props: ResultFieldsProps<SurgicalResult>; part: CasePartDto; index: number }) {
  const { t } = useWorkspaceT();
  const labels = useResultOptionLabels().malignancy;
  const current: SurgicalPartResult = props.values.parts.find((p) => p.letter === part.letter) ?? { letter: part.letter, ...EMPTY_PART };
  const set = (patch: Partial<SurgicalPartResult>) => props.onChange({ parts: patchedParts(props, part.letter, patch) });
  const key = (field: string) => `parts.${index}.${field}`;
  const text = (field: 'gross' | 'microscopic' | 'diagnosis', rows: number) => (
    <div className="col-12">
      <TextAreaField
        id={`result-part-${part.letter}-${field}`}
        label={t('resultParts.field', { letter: part.letter, field: t(`resultFields.${field}`) })}
        error={props.errors[key(field)]}
        required={props.missing.includes(key(field))}
        disabled={props.disabled}
        rows={rows}
        autoResize
        value={current[field] ?? ''}
        onChange={(value) => set({ [field]: value })}
      />
    </div>
  );
  return (
    <fieldset className="col-12 grid m-0 mb-3 p-2 border-1 surface-border border-round" aria-label={t('resultParts.part', { letter: part.letter, specimen: part.specimen })}>
      <legend className="font-bold px-2">{t('resultParts.part', { letter: part.letter, specimen: part.specimen })}</legend>
      {text('gross', 3)}
      {text('microscopic', 3)}
      {text('diagnosis', 2)}
      <div className="col-12">
        <Field
          id={`result-part-${part.letter}-malignancy`}
          label={t('resultParts.field', { letter: part.letter, field: t('resultFields.malignancy') })}
          error={props.errors[key('malignancy')]}
        >
          {(p) => (
            <SelectButton
              id={p.id}
              aria-describedby={p['aria-describedby']}
              value={current.malignancy}
              options={MALIGNANCY_CATEGORIES.map((value) => ({ value, label: labels[value] }))}
              disabled={props.disabled}
              onChange={(e) => set({ malignancy: (e.value as Malignancy | null) ?? null })}
            />
          )}
        </Field>
      </div>
      <SynopticSection
        letter={part.letter}
        specimen={part.specimen}
        index={index}
        part={current}
        onChange={set}
        onDraftDiagnosis={(diagnosis) => set({ diagnosis })}
        errors={props.errors}
        missing={props.missing}
        disabled={props.disabled}
        biomarkers={props.biomarkers ?? []}
      />
    </fieldset>
  );
}
