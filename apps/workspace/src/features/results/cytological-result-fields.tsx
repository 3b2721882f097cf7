import { CYTO_CATEGORIES, type Adequacy, type CytoCategory, type CytologicalResult } from '@pathdesk/contracts';
import { DropdownField, TextField } from '@pathdesk/web-ui';
import { AdequacyField, bindField, LookupField, ResultText, type ResultFieldsProps } from './result-controls';
import { useResultOptionLabels } from './result-option-labels';
import { useWorkspaceT } from '../../i18n';

/** Adequacy and category agree (the shared schema refuses them otherwise): unsatisfactory is non-diagnostic. */
export function withCytoAdequacy(values: CytologicalResult, adequacy: Adequacy | null): Partial<CytologicalResult> {
  if (adequacy === 'unsatisfactory') return { adequacy, category: 'nondiagnostic' };
  if (adequacy === 'satisfactory' && values.category === 'nondiagnostic') return { adequacy, category: null };
  return { adequacy };
}

/** A non-gynecological cytology result: adequacy, the diagnostic category and the interpretation. */
export function CytologicalResultFields(props: ResultFieldsProps<CytologicalResult>) {
  const { values, onChange } = props;
  const labels = useResultOptionLabels();
  const { t } = useWorkspaceT();
  const categoryOptions = CYTO_CATEGORIES.map((value) => ({ value, label: labels.cytoCategory[value] }));
  return (
    <div className="grid">
      <div className="col-12 md:col-6">
        <LookupField props={props} field="cytoTypeId" list="cytologicaltypes" />
      </div>
      <div className="col-12 md:col-6">
        <AdequacyField props={props} onChange={(adequacy) => onChange(withCytoAdequacy(values, adequacy))} />
      </div>
      <div className="col-12">
        <TextField {...bindField(props, 'adequacyNote')} value={values.adequacyNote ?? ''} onChange={(adequacyNote) => onChange({ adequacyNote })} />
      </div>
      <div className="col-12 md:col-6">
        <DropdownField
          {...bindField(props, 'category')}
          value={values.category}
          options={categoryOptions}
          placeholder={t('resultOptions.gyn.choose')}
          showClear
          onChange={(category) => onChange({ category: category as CytoCategory | null })}
        />
      </div>
      <div className="col-12">
        <ResultText props={props} field="interpretation" rows={4} />
      </div>
      <div className="col-12">
        <ResultText props={props} field="diagnosis" rows={3} />
      </div>
      <div className="col-12">
        <ResultText props={props} field="comment" rows={2} />
      </div>
      <div className="col-12">
        <ResultText props={props} field="additionalStudies" rows={3} hint={t('resultHints.additionalStudies')} />
      </div>
      <div className="col-12 md:col-6">
        <LookupField props={props} field="screenerId" list="screeners" />
      </div>
      <div className="col-12 md:col-6">
        <LookupField props={props} field="pathologistId" list="pathologists" />
      </div>
    </div>
  );
}
