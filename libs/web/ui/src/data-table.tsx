import { DataTable as PrimeDataTable, type DataTableProps, type DataTableValueArray } from 'primereact/datatable';

/**
 * PrimeReact's DataTable, whose cells render again whenever the table does. PrimeReact keeps a cell
 * until its row's data changes, so a cell that translates or formats a date kept the old language
 * after a language switch (and the English of a remote whose Thai arrived after its rows).
 */
export function DataTable<TValue extends DataTableValueArray>(props: DataTableProps<TValue>) {
  return <PrimeDataTable cellMemo={false} {...props} />;
}
