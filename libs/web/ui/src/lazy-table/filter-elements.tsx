import { Dropdown } from 'primereact/dropdown';
import type { ColumnFilterElementTemplateOptions } from 'primereact/column';
import { LabCalendar } from '../form-fields/lab-calendar.js';

/** A date column's filter: a calendar in the Thai locale (Thai names, Sunday first) and the lab's date format. */
export function dateFilterElement(options: ColumnFilterElementTemplateOptions) {
  return <DateFilter options={options} />;
}

function DateFilter({ options }: { options: ColumnFilterElementTemplateOptions }) {
  return (
    <LabCalendar
      value={options.value as Date | null}
      onChange={(e) => options.filterCallback(e.value, options.index)}
      mask="99/99/9999"
      showButtonBar
      aria-label="Date"
    />
  );
}

/** A column filter that picks one of `options` ("Any" when cleared). */
function choiceFilterElement(options: { label: string; value: unknown }[], label: string) {
  return function ChoiceFilter(filter: ColumnFilterElementTemplateOptions) {
    return (
      <Dropdown
        value={filter.value}
        options={options}
        onChange={(e) => filter.filterCallback(e.value, filter.index)}
        placeholder="Any"
        showClear
        aria-label={label}
      />
    );
  };
}

/** A status column's filter: active or inactive. */
export const statusFilterElement = /*#__PURE__*/ choiceFilterElement(
  [
    { label: 'Active', value: 'active' },
    { label: 'Inactive', value: 'inactive' },
  ],
  'Status',
);

/** An active/inactive (boolean) column's filter. */
export const activeFilterElement = /*#__PURE__*/ choiceFilterElement(
  [
    { label: 'Active', value: true },
    { label: 'Inactive', value: false },
  ],
  'Active',
);
