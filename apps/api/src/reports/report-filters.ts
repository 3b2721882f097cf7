import { labDayBounds } from '@pathdesk/contracts';
import { searchTarget } from '../cases/sql/case-list.js';
import { escapeLike } from '../common/escape-like.js';

/** The filters a list of released reports shares (the report lists, the include lists). */
interface ReleasedReportFilters {
  hospitalId?: number | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
}

/**
 * Adds the hospital, release-day and search conditions to `where`/`params`: `released` and
 * `hospital` name the columns of the caller's query; the search reads report_version `r`.
 */
export function pushReleasedReportFilters(where: string[], params: unknown[], query: ReleasedReportFilters, columns: { hospital: string; released: string }): void {
  if (query.hospitalId) {
    where.push(`${columns.hospital} = ?`);
    params.push(query.hospitalId);
  }
  if (query.from) {
    where.push(`${columns.released} >= ?`);
    params.push(labDayBounds(query.from).start);
  }
  if (query.to) {
    where.push(`${columns.released} < ?`);
    params.push(labDayBounds(query.to).end);
  }
  if (query.search) {
    const text = escapeLike(query.search);
    if (searchTarget(query.search) === 'numbers') {
      where.push('(r.accession_no like ? or r.hn like ?)');
      params.push(`${text.toUpperCase()}%`, `${text}%`);
    } else {
      where.push('r.patient_search like ?');
      params.push(`%${text.toLowerCase()}%`);
    }
  }
}
