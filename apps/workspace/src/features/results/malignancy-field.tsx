import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { MALIGNANCY_CATEGORIES, suggestMalignancy, type Malignancy, type SurgicalResult } from '@pathdesk/contracts';
import { Field } from '@pathdesk/web-ui';
import { bindField, type ResultFieldsProps } from './result-controls';
import { useResultOptionLabels } from './result-option-labels';
import { useWorkspaceT } from '../../i18n';

/**
 * Malignant, not malignant or uncertain: the pathologist's decision, which the summaries, their
 * exports and the critical-result rule count (issue 24.1). The diagnosis' wording only suggests one:
 * shown beside the field, it counts once the pathologist confirms it — the field is never filled silently.
 */
export function MalignancyField({ props }: { props: ResultFieldsProps<SurgicalResult> }) {
  const { t } = useWorkspaceT();
  const labels = useResultOptionLabels().malignancy;
  const bound = bindField(props, 'malignancy');
  const suggestion = props.values.malignancy ? null : suggestMalignancy(props.values.diagnosis);
  return (
    <Field id={bound.id} label={bound.label} error={bound.error} required={bound.required} hint={t('malignancy.hint')}>
      {(p) => (
        <>
          <SelectButton
            id={p.id}
            aria-describedby={p['aria-describedby']}
            value={props.values.malignancy}
            options={MALIGNANCY_CATEGORIES.map((value) => ({ value, label: labels[value] }))}
            disabled={props.disabled}
            onChange={(e) => props.onChange({ malignancy: (e.value as Malignancy | null) ?? null })}
          />
          {suggestion && !props.disabled ? (
            <div className="flex flex-wrap align-items-center gap-2" role="note" aria-label={t('malignancy.suggestionRegion')}>
              <span className="text-sm">{t('malignancy.suggested', { category: labels[suggestion] })}</span>
              <Button
                type="button"
                size="small"
                outlined
                icon="pi pi-check"
                label={t('malignancy.confirm', { category: labels[suggestion] })}
                onClick={() => props.onChange({ malignancy: suggestion })}
              />
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
