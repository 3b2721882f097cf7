/**
 * The patient's display name in SQL, from the pathology_case columns of `alias`: the rule of
 * patientDisplayName (contracts, which the web and the row mappers use) — the title trimmed, and a
 * space after it only when it ends in a letter or a dot (นายสมชาย ใจดี, น.ส. สมหญิง ใจดี, Mr John
 * Miller). Every query that shows a patient's name spells it through here; patient-name.int-spec.ts
 * holds the two to one table of names.
 */
export function patientNameSql(alias: string): string {
  const title = `trim(${alias}.patient_title)`;
  return `trim(coalesce(${title}, '') || case when ${title} ~ '[.A-Za-z]$' then ' ' else '' end || ${alias}.patient_first_name || ' ' || ${alias}.patient_last_name)`;
}
