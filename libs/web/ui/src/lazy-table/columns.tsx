import type { CSSProperties } from 'react';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { DateText } from '../date-text.js';
import { fixedT } from '@pathdesk/web-data';
import { StatusTag } from '../status-tag.js';
import { matchModeOptions } from './filter-options.js';
import { activeFilterElement, dateFilterElement, statusFilterElement } from './filter-elements.js';

// DataTable reads its columns' props from its direct children, so these return a <Column> element
// to call in place (`{updatedColumn()}`), not a component that renders one.

function ActiveTag({ active }: { active: boolean }) {
  const t = fixedT('common');
  return <StatusTag value={active ? t('table.active') : t('table.inactive')} severity={active ? 'success' : 'secondary'} />;
}

/** A sortable date-and-time column with the date filter; `empty` stands for no date. */
export function dateColumn<T>(field: keyof T & string, header: string, { empty = '' }: { empty?: string } = {}) {
  return (
    <Column
      field={field}
      header={header}
      sortable
      dataType="date"
      filter
      filterMatchModeOptions={matchModeOptions('date')}
      filterElement={dateFilterElement}
      body={(row: T) => (row[field] ? <DateText value={row[field] as string} withTime /> : empty)}
    />
  );
}

/** When a row was last changed. */
export function updatedColumn<T extends { updatedAt: string }>() {
  return dateColumn<T>('updatedAt', fixedT('common')('table.updated'));
}

/** The "Status" of a row with an `active` flag, filtered by active or inactive. */
export function activeColumn<T extends { active: boolean }>() {
  return (
    <Column
      field="active"
      header={fixedT('common')('table.status')}
      sortable
      dataType="boolean"
      filter
      showFilterMatchModes={false}
      filterElement={activeFilterElement}
      body={(row: T) => <ActiveTag active={row.active} />}
    />
  );
}

/** The "Status" of a row whose `status` is 'active' or 'inactive'; with `filter`, filtered by it. */
export function statusColumn<T extends { status: string }>({ filter = false }: { filter?: boolean } = {}) {
  const filtering = filter ? { filter: true, showFilterMatchModes: false, filterElement: statusFilterElement } : {};
  return <Column field="status" header={fixedT('common')('table.status')} sortable {...filtering} body={(row: T) => <ActiveTag active={row.status === 'active'} />} />;
}

const EDIT_COLUMN_STYLE: CSSProperties = { width: '4rem' };

/** A column of pencil buttons; `label` names each one for screen readers ("Edit Siriraj"). */
export function editColumn<T>(label: (row: T) => string, onEdit: (row: T) => void) {
  return (
    <Column
      header={fixedT('common')('table.edit')}
      body={(row: T) => <Button type="button" icon="pi pi-pencil" rounded text aria-label={label(row)} onClick={() => onEdit(row)} />}
      style={EDIT_COLUMN_STYLE}
    />
  );
}
