/** The audit log's name for cases (its `entity` column). */
export const CASE_ENTITY = 'pathology_case';
