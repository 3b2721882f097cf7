/** SQL with `?` placeholders (MikroORM's em.execute) and their values, in order. */
export interface Sql {
  sql: string;
  params: unknown[];
}
