import type { CaseColumn, CaseFieldOf, CaseFieldName } from '@pathdesk/contracts';
import { ALL_CASE_FIELD_COLUMNS, caseColumnOf } from '@pathdesk/contracts/schemas';

/**
 * The SQL of the case fields, derived from the contracts' field table: a field's column is its
 * name in snake_case (MikroORM's naming), its SQL type comes from its CaseColumn.
 */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The SQL type a value of the column is written as (a jsonb_to_recordset column, a `?::type` cast). */
const SQL_TYPES: Record<CaseColumn['type'], string> = {
  varchar: 'text',
  text: 'text',
  enum: 'text',
  date: 'date',
  timestamptz: 'timestamptz',
  smallint: 'smallint',
  int: 'int',
  numeric: 'numeric',
};

export const sqlTypeOf = (column: CaseColumn): string => SQL_TYPES[column.type];

/** An instant as ISO text in UTC, milliseconds truncated (as Date#toISOString): never the server's zone. */
export const isoSql = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A field read from the case `c` as its DTO value, named as in the contracts: dates as yyyy-mm-dd, instants as ISO, money as a number. */
export function readFieldSql({ name, column }: CaseFieldOf, table = 'c'): string {
  const source = `${table}.${snakeCase(name)}`;
  const value =
    column.type === 'date' ? `to_char(${source}, 'YYYY-MM-DD')` : column.type === 'timestamptz' ? isoSql(source) : column.type === 'numeric' ? `${source}::float8` : source;
  return `${value} as "${name}"`;
}

/** Every field of every kind, read from `c`. */
export const FIELD_COLUMNS_SQL = ALL_CASE_FIELD_COLUMNS.map((field) => readFieldSql(field)).join(', ');

/** `column = ?::type` of a field, for an UPDATE. */
export const assignSql = (name: CaseFieldName): string => `${snakeCase(name)} = ?::${sqlTypeOf(caseColumnOf(name))}`;

/** The fields the worklist's search box finds by prefix (besides accession numbers and HNs). */
export const PREFIX_SEARCH_COLUMNS = ALL_CASE_FIELD_COLUMNS.filter((f) => f.column.search === 'prefix').map((f) => `c.${snakeCase(f.name)}`);
