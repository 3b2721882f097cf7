import { Checkbox } from 'primereact/checkbox';
import { GYN_INTERPRETATIONS, needsPathologist, withInterpretation, type Adequacy, type GynecologicalResult, type GynInterpretation } from '@pathdesk/contracts';
import { useGetCfgOptionsQuery } from '@pathdesk/web-lookups';
import { DropdownField, MultiSelectField, TextField } from '@pathdesk/web-ui';
import { AdequacyField, bindField, CheckboxGroup, LookupField, ResultText, type ResultFieldsProps } from './result-controls';
import { labelOf } from './result-form-model';
import { optionsOf, useResultOptionLabels } from './result-option-labels';
import { useWorkspaceT } from '../../i18n';

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
  const { t } = useWorkspaceT();
  const labels = useResultOptionLabels();
  const INTERPRETATION_OPTIONS = GYN_INTERPRETATIONS.map((value) => ({ value, label: labels.gynInterpretation[value] }));
  const AGC_OPTIONS = optionsOf(labels.agcSubtype);
  const ADENOCARCINOMA_OPTIONS = optionsOf(labels.adenocarcinomaType);
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
          <TextField
            {...bindField(props, 'unsatisfactoryReason')}
            value={values.unsatisfactoryReason ?? ''}
            onChange={(unsatisfactoryReason) => onChange({ unsatisfactoryReason })}
          />
        </div>
      ) : (
        <>
          <div className="col-12">
            <TextField
              {...bindField(props, 'adequacyNote')}
              hint={t('resultOptions.gyn.adequacyHint')}
              value={values.adequacyNote ?? ''}
              onChange={(adequacyNote) => onChange({ adequacyNote })}
            />
          </div>
          <div className="col-12">
            <DropdownField
              {...bindField(props, 'interpretation')}
              value={values.interpretation}
              options={INTERPRETATION_OPTIONS}
              placeholder={t('resultOptions.gyn.chooseInterpretation')}
              showClear
              onChange={(interpretation) => onChange(withInterpretation(values, interpretation as GynInterpretation | null))}
            />
          </div>
        </>
      )}
      {values.interpretation === 'NILM' ? (
        <>
          <div className="col-12 md:col-6">
            <CheckboxGroup
              id="result-organisms"
              legend={labelOf('organisms')}
              options={labels.gynOrganism}
              value={values.organisms}
              disabled={disabled}
              error={errors.organisms}
              onChange={(organisms) => onChange({ organisms })}
            />
          </div>
          <div className="col-12 md:col-6">
            <CheckboxGroup
              id="result-reactiveChanges"
              legend={t('resultOptions.gyn.otherFindings')}
              options={labels.gynReactiveChange}
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
          <DropdownField
            {...bindField(props, 'agcSubtype')}
            value={values.agcSubtype}
            options={AGC_OPTIONS}
            placeholder={t('resultOptions.gyn.choose')}
            onChange={(agcSubtype) => onChange({ agcSubtype: agcSubtype as GynecologicalResult['agcSubtype'] })}
          />
        </div>
      ) : null}
      {values.interpretation === 'ADENOCARCINOMA' ? (
        <div className="col-12">
          <DropdownField
            {...bindField(props, 'adenocarcinomaType')}
            value={values.adenocarcinomaType}
            options={ADENOCARCINOMA_OPTIONS}
            placeholder={t('resultOptions.gyn.choose')}
            onChange={(adenocarcinomaType) => onChange({ adenocarcinomaType: adenocarcinomaType as GynecologicalResult['adenocarcinomaType'] })}
          />
        </div>
      ) : null}
      {values.interpretation === 'OTHER' ? (
        <div className="col-12">
          <TextField
            {...bindField(props, 'otherFinding')}
            hint={t('resultOptions.gyn.otherFindingHint')}
            value={values.otherFinding ?? ''}
            onChange={(otherFinding) => onChange({ otherFinding })}
          />
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
          placeholder={t('resultOptions.gyn.pickComments')}
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
        <LookupField
          props={props}
          field="pathologistId"
          list="pathologists"
          hint={needsPathologist(values) ? t('resultOptions.gyn.pathologistRequired') : t('resultOptions.gyn.pathologistNotNeeded')}
        />
      </div>
      <div className="col-12">
        <div className="flex align-items-center gap-2">
          <Checkbox inputId="result-highRisk" checked={values.highRisk} disabled={disabled} onChange={(e) => onChange({ highRisk: !!e.checked })} />
          <label htmlFor="result-highRisk">{t('resultOptions.gyn.highRisk')}</label>
        </div>
      </div>
    </div>
  );
}
