/**
 * A trigger as PostgreSQL holds it once every migration has run: where it is, its definition
 * (pg_get_triggerdef, without the schema), the function it executes and that function's source
 * (pg_proc.prosrc, trimmed), and the migration that installed this body. catalogue.int-spec.ts
 * holds the catalogue (catalogue.ts) to the migrated database, both ways.
 */
export interface CataloguedTrigger {
  table: string;
  name: string;
  migration: string;
  definition: string;
  fn: string;
  source: string;
}

/** The source of the function the ORM (and a migration) makes of a row trigger's `body`. */
export const bodySource = (body: string): string => `begin ${body} end;`;
