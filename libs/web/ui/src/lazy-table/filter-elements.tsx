import { Dropdown } from 'primereact/dropdown';
import type { ColumnFilterElementTemplateOptions } from 'primereact/column';
import { useCommonT } from '../use-common-t.js';
import { LabCalendar } from '../form-fields/lab-calendar.js';

/** A date column's filter: a calendar in the Thai locale (Thai names, Sunday first) and the lab's date format. */
export function dateFilterElement(options: ColumnFilterElementTemplateOptions) {
  return <DateFilter options={options} />;
}

function DateFilter({ options }: { options: ColumnFilterElementTemplateOptions }) {
  const { t } = useCommonT();
  return (
    <LabCalendar
      value={options.value as Date | null}
      onChange={(e) => options.filterCallback(e.value, options.index)}
      mask="99/99/9999"
      showButtonBar
      aria-label={t('filters.date')}
    />
  );
}

/** A column filter that picks one of `options` ("Any" when cleared). PrimeReact calls a filter
 *  element as a function, so the hooks live in the component it returns. */
function choiceFilterElement(options: { label: 'active' | 'inactive'; value: unknown }[], label: 'status' | 'active') {
  return function choiceFilter(filter: ColumnFilterElementTemplateOptions) {
    return <ChoiceFilter filter={filter} options={options} label={label} />;
  };
}

function ChoiceFilter({
  filter,
  options,
  label,
}: {
  filter: ColumnFilterElementTemplateOptions;
  options: { label: 'active' | 'inactive'; value: unknown }[];
  label: 'status' | 'active';
}) {
  const { t } = useCommonT();
  const names = { active: t('table.active'), inactive: t('table.inactive'), status: t('table.status') };
  return (
    <Dropdown
      value={filter.value}
      options={options.map((o) => ({ label: names[o.label], value: o.value }))}
      onChange={(e) => filter.filterCallback(e.value, filter.index)}
      placeholder={t('filters.any')}
      showClear
      aria-label={names[label]}
    />
  );
}

/** A status column's filter: active or inactive. */
export const statusFilterElement = /*#__PURE__*/ choiceFilterElement(
  [
    { label: 'active', value: 'active' },
    { label: 'inactive', value: 'inactive' },
  ],
  'status',
);

/** An active/inactive (boolean) column's filter. */
export const activeFilterElement = /*#__PURE__*/ choiceFilterElement(
  [
    { label: 'active', value: true },
    { label: 'inactive', value: false },
  ],
  'active',
);
