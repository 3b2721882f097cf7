/** Paging and sorting of every list (PrimeReact's lazy DataTable speaks first/rows/sortField/sortOrder). */
export interface ListQuery<Field extends string = string> {
  first?: number;
  rows?: number;
  sortField?: Field;
  sortOrder?: 1 | -1;
  search?: string;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `{ users: [...], total }`: the spec's envelope key plus the total for paging. */
export type ListResponse<Key extends string, Item> = { [K in Key]: Item[] } & { total: number };
