import { LAB_TIME_ZONE } from '@pathdesk/contracts';

/** Surgical first releases (version 1) between two lab days (`?`, `?`: common/month-bounds.ts). */
export const FIRST_RELEASES = `report_version v where v.kind = 'surgical' and v.version = 1
  and v.released_at >= (?::date at time zone '${LAB_TIME_ZONE}') and v.released_at < (?::date at time zone '${LAB_TIME_ZONE}')`;

/**
 * A version `alias`'s parts (`cp`, from its case) each with its result entry (`e.entry`, none when
 * not written), and `malignant`: by the part's own category — a case of one part: the case's — as the
 * pathologist entered it, never from the text.
 */
export const partsOf = (alias: string) => `
  cross join lateral jsonb_array_elements(coalesce(${alias}.snapshot -> 'case' -> 'parts', '[{"letter": "A"}]'::jsonb)) cp
  left join lateral (select p as entry from jsonb_array_elements(coalesce(${alias}.snapshot -> 'result' -> 'parts', '[]'::jsonb)) p
                      where p ->> 'letter' = cp ->> 'letter' limit 1) e on true
  cross join lateral (select coalesce(e.entry ->> 'malignancy',
                        case when jsonb_array_length(coalesce(${alias}.snapshot -> 'case' -> 'parts', '[{}]'::jsonb)) = 1
                             then ${alias}.snapshot -> 'result' ->> 'malignancy' end) = 'malignant' as malignant) m`;
