import { CYTO_CATEGORIES, CYTO_CATEGORY_LABELS, type Adequacy, type CytoCategory, type CytologicalResult } from '@pathdesk/contracts';
import { DropdownField, TextField } from '@pathdesk/web-ui';
import { AdequacyField, bindField, LookupField, ResultText, type ResultFieldsProps } from './result-controls';

const CATEGORY_OPTIONS = CYTO_CATEGORIES.map((value) => ({ value, label: CYTO_CATEGORY_LABELS[value] }));

/** Adequacy and category agree (the shared schema refuses them otherwise): unsatisfactory is non-diagnostic. */
export function withCytoAdequacy(values: CytologicalResult, adequacy: Adequacy | null): Partial<CytologicalResult> {
  if (adequacy === 'unsatisfactory') return { adequacy, category: 'nondiagnostic' };
  if (adequacy === 'satisfactory' && values.category === 'nondiagnostic') return { adequacy, category: null };
  return { adequacy };
}

/** A non-gynecological cytology result: adequacy, the diagnostic category and the interpretation. */
export function CytologicalResultFields(props: ResultFieldsProps<CytologicalResult>) {
  const { values, onChange } = props;
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
          options={CATEGORY_OPTIONS}
          placeholder="Choose"
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
      <div className="col-12 md:col-6">
        <LookupField props={props} field="screenerId" list="screeners" />
      </div>
      <div className="col-12 md:col-6">
        <LookupField props={props} field="pathologistId" list="pathologists" />
      </div>
    </div>
  );
}
