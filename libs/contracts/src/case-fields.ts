import type { z } from 'zod';
import type { CASE_FIELD_SHAPES } from './schemas/case-fields.schema.js';

/**
 * The column of a case field, registered with its zod schema (schemas/case-fields.schema.ts):
 * what the API stores and the entity declares, and where the field belongs on the form.
 */
export interface CaseColumn {
  type: 'varchar' | 'text' | 'date' | 'timestamptz' | 'smallint' | 'int' | 'numeric' | 'enum';
  nullable: boolean;
  /** varchar(length). */
  length?: number;
  /** "C": compares byte by byte, so a plain btree serves LIKE 'x%'. */
  collation?: 'C';
  /** enum: the values allowed (a check constraint). */
  items?: readonly string[];
  /** Stored when a registration does not send the field (null otherwise). */
  default?: string | number;
  /** A lookup chosen by id: the entity declares the relation; registration and edits check it. */
  ref?: 'hospital' | 'doctor' | 'company' | 'gynecologicaltype' | 'cytologicaltype';
  /** A doctor (pathologist) may edit it; the rest is registration data for lab staff. */
  clinical?: boolean;
  /** Found by the worklist's search box when the text starts the value (an index serves it). */
  search?: 'prefix';
}

export interface CaseFieldOf {
  name: CaseFieldName;
  column: CaseColumn;
}

type Shapes = typeof CASE_FIELD_SHAPES;
type AllFields = Shapes['surgical'] & Shapes['cytological'] & Shapes['gynecological'];
type KindFields = Omit<Shapes['cytological'] & Shapes['gynecological'], keyof Shapes['surgical']>;

export type CaseFieldName = keyof AllFields;

/** The registration data of a case, as the forms send it (the server assigns the number). */
export type CaseInput = z.input<z.ZodObject<AllFields>>;

/** A registration as validated (trimmed, blanks as null): what the API works with. */
export type CaseValues = z.output<z.ZodObject<AllFields>>;

type Stored<S extends Record<string, z.ZodType>> = { -readonly [K in keyof S]-?: Exclude<z.output<S[K]>, undefined> };

/**
 * The registration data of a stored case: every field present (null when empty), defaults filled
 * in, instants as ISO text, dates as yyyy-mm-dd; the kind's own fields for its kind only.
 */
export type CaseFields = Omit<Stored<Shapes['surgical']>, 'price'> & { price: number } & Partial<Stored<KindFields>>;

/** Every field of every kind (a DTO has them all; another kind's are null). */
export type CaseFieldValues = Omit<Stored<AllFields>, 'price'> & { price: number };
