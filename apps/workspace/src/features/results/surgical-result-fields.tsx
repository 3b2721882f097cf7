import type { SurgicalResult } from '@pathdesk/contracts';
import { LookupField, ResultText, type ResultFieldsProps } from './result-controls';

/** A surgical pathology result: what was received, what the slides show, and the diagnosis. */
export function SurgicalResultFields(props: ResultFieldsProps<SurgicalResult>) {
  return (
    <div className="grid">
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
        <ResultText props={props} field="comment" rows={2} />
      </div>
      <div className="col-12 md:col-6">
        <LookupField props={props} field="pathologistId" list="pathologists" />
      </div>
    </div>
  );
}
