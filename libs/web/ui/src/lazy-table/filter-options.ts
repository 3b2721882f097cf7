import type { DataTableFilterMeta } from 'primereact/datatable';
import { MATCH_MODES_BY_TYPE, type FilterableFields, type FilterType, type MatchMode } from '@pathdesk/contracts';
import { fixedT } from '@pathdesk/web-data';

/** The match modes' names in the user's language, read when the filter menu renders. */
const label = (mode: MatchMode): string => {
  const t = fixedT('common');
  const labels: Record<MatchMode, string> = {
    startsWith: t('matchMode.startsWith'),
    contains: t('matchMode.contains'),
    notContains: t('matchMode.notContains'),
    endsWith: t('matchMode.endsWith'),
    equals: t('matchMode.equals'),
    notEquals: t('matchMode.notEquals'),
    lt: t('matchMode.lt'),
    lte: t('matchMode.lte'),
    gt: t('matchMode.gt'),
    gte: t('matchMode.gte'),
    dateIs: t('matchMode.dateIs'),
    dateIsNot: t('matchMode.dateIsNot'),
    dateBefore: t('matchMode.dateBefore'),
    dateAfter: t('matchMode.dateAfter'),
  };
  return labels[mode];
};

const DEFAULT_MODE: Record<FilterType, MatchMode> = { text: 'contains', numeric: 'equals', date: 'dateIs', boolean: 'equals' };

/** The match modes of spec §9 for a column of this type, for a Column's `filterMatchModeOptions`. */
export function matchModeOptions(type: FilterType): { label: string; value: MatchMode }[] {
  // A getter: lists built once (at module level) still show the language of the moment.
  return MATCH_MODES_BY_TYPE[type].map((value) => ({
    get label() {
      return label(value);
    },
    value,
  }));
}

/** Empty filters (one constraint per column, joined by AND) for a DataTable's `filters`. */
export function emptyFilters(fields: FilterableFields): DataTableFilterMeta {
  const filters: DataTableFilterMeta = {};
  for (const [field, type] of Object.entries(fields)) {
    filters[field] = { operator: 'and', constraints: [{ value: null, matchMode: DEFAULT_MODE[type] }] };
  }
  return filters;
}
