import { Checkbox } from 'primereact/checkbox';
import {
  ADENOCARCINOMA_TYPE_LABELS,
  AGC_SUBTYPE_LABELS,
  GYN_INTERPRETATION_LABELS,
  GYN_INTERPRETATIONS,
  GYN_ORGANISM_LABELS,
  GYN_REACTIVE_CHANGE_LABELS,
  needsPathologist,
  withInterpretation,
  type Adequacy,
  type GynecologicalResult,
  type GynInterpretation,
} from '@pathdesk/contracts';
import { useGetCfgOptionsQuery } from '@pathdesk/web-data';
import { DropdownField, MultiSelectField, TextField } from '@pathdesk/web-ui';
import { AdequacyField, bindField, CheckboxGroup, LookupField, ResultText, type ResultFieldsProps } from './result-controls';

const options = <V extends string>(labels: Record<V, string>) => (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
const INTERPRETATION_OPTIONS = GYN_INTERPRETATIONS.map((value) => ({ value, label: GYN_INTERPRETATION_LABELS[value] }));
const AGC_OPTIONS = options(AGC_SUBTYPE_LABELS);
const ADENOCARCINOMA_OPTIONS = options(ADENOCARCINOMA_TYPE_LABELS);

/** An unsatisfactory Pap has no interpretation; a satisfactory one no reason for being unsatisfactory. */
export function withAdequacy(values: GynecologicalResult, adequacy: Adequacy | null): Partial<GynecologicalResult> {
  if (adequacy === 'unsatisfactory') return { ...withInterpretation(values, null), adequacy, adequacyNote: null };
  return { adequacy, unsatisfactoryReason: null };
}

/** A Pap test result in the Bethesda System 2014. */
export function GynecologicalResultFields(props: ResultFieldsProps<GynecologicalResult>) {
  const { values, onChange, errors, disabled } = props;
  const { data: comments = [] } = useGetCfgOptionsQuery('gynecologicalcomments');
  const comment = bindField(props, 'commentIds');
  return (
    <div className="grid">
      <div className="col-12 md:col-6">
        <LookupField props={props} field="gynTypeId" list="gynecologicaltypes" />
      </div>
      <div className="col-12 md:col-6">
        <AdequacyField props={props} onChange={(adequacy) => onChange(withAdequacy(values, adequacy))} />
      </div>
      {values.adequacy === 'unsatisfactory' ? (
        <div className="col-12">
          <TextField {...bindField(props, 'unsatisfactoryReason')} value={values.unsatisfactoryReason ?? ''} onChange={(unsatisfactoryReason) => onChange({ unsatisfactoryReason })} />
        </div>
      ) : (
        <>
          <div className="col-12">
            <TextField
              {...bindField(props, 'adequacyNote')}
              hint="Quality indicators, e.g. transformation zone component present"
              value={values.adequacyNote ?? ''}
              onChange={(adequacyNote) => onChange({ adequacyNote })}
            />
          </div>
          <div className="col-12">
            <DropdownField
              {...bindField(props, 'interpretation')}
              value={values.interpretation}
              options={INTERPRETATION_OPTIONS}
              placeholder="Choose the interpretation"
              showClear
              onChange={(interpretation) => onChange(withInterpretation(values, interpretation as GynInterpretation | null))}
            />
          </div>
        </>
      )}
      {values.interpretation === 'NILM' ? (
        <>
          <div className="col-12 md:col-6">
            <CheckboxGroup id="result-organisms" legend="Organisms" options={GYN_ORGANISM_LABELS} value={values.organisms} disabled={disabled} error={errors.organisms} onChange={(organisms) => onChange({ organisms })} />
          </div>
          <div className="col-12 md:col-6">
            <CheckboxGroup
              id="result-reactiveChanges"
              legend="Other non-neoplastic findings"
              options={GYN_REACTIVE_CHANGE_LABELS}
              value={values.reactiveChanges}
              disabled={disabled}
              error={errors.reactiveChanges}
              onChange={(reactiveChanges) => onChange({ reactiveChanges })}
            />
          </div>
        </>
      ) : null}
      {values.interpretation === 'AGC' ? (
        <div className="col-12">
          <DropdownField {...bindField(props, 'agcSubtype')} value={values.agcSubtype} options={AGC_OPTIONS} placeholder="Choose" onChange={(agcSubtype) => onChange({ agcSubtype: agcSubtype as GynecologicalResult['agcSubtype'] })} />
        </div>
      ) : null}
      {values.interpretation === 'ADENOCARCINOMA' ? (
        <div className="col-12">
          <DropdownField
            {...bindField(props, 'adenocarcinomaType')}
            value={values.adenocarcinomaType}
            options={ADENOCARCINOMA_OPTIONS}
            placeholder="Choose"
            onChange={(adenocarcinomaType) => onChange({ adenocarcinomaType: adenocarcinomaType as GynecologicalResult['adenocarcinomaType'] })}
          />
        </div>
      ) : null}
      {values.interpretation === 'OTHER' ? (
        <div className="col-12">
          <TextField {...bindField(props, 'otherFinding')} hint="e.g. endometrial cells in a woman 45 years or older" value={values.otherFinding ?? ''} onChange={(otherFinding) => onChange({ otherFinding })} />
        </div>
      ) : null}
      <div className="col-12">
        <MultiSelectField
          id={comment.id}
          label={comment.label}
          error={comment.error}
          value={values.commentIds}
          options={comments}
          optionLabel="name"
          optionValue="id"
          filter
          placeholder="Pick from the lab's comments"
          disabled={disabled}
          onChange={(commentIds) => onChange({ commentIds })}
        />
      </div>
      <div className="col-12">
        <ResultText props={props} field="comment" rows={2} />
      </div>
      <div className="col-12 md:col-6">
        <LookupField props={props} field="screenerId" list="screeners" />
      </div>
      <div className="col-12 md:col-6">
        <LookupField props={props} field="pathologistId" list="pathologists" hint={needsPathologist(values) ? 'Required: this Pap is not a satisfactory NILM' : 'Not needed for a satisfactory NILM'} />
      </div>
      <div className="col-12">
        <div className="flex align-items-center gap-2">
          <Checkbox inputId="result-highRisk" checked={values.highRisk} disabled={disabled} onChange={(e) => onChange({ highRisk: !!e.checked })} />
          <label htmlFor="result-highRisk">High-risk patient: always rescreened before release</label>
        </div>
      </div>
    </div>
  );
}
