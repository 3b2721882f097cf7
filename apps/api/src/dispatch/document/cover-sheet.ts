import { buddhistYear, formatThaiDateTime, labYear, reportVersionType, type CaseKind, type DispatchDto, type ReportLabHeader } from '@pathdesk/contracts';
import { escapeHtml } from '../../pdf/escape-html.js';

const KIND_TITLES: Record<CaseKind, string> = {
  surgical: 'Surgical pathology reports',
  cytological: 'Cytology reports',
  gynecological: 'Gynecologic cytology (Pap) reports',
};

/** The dispatch number printed and listed: D + the Buddhist Era year's last two digits + the id. */
export function dispatchNumber(id: number, createdAt: string | Date): string {
  return `D${String(buddhistYear(labYear(createdAt))).slice(-2)}-${String(id).padStart(6, '0')}`;
}

/**
 * The cover sheet of a dispatch: the lab, the hospital, the number and time, and one row per
 * enclosed report — accession number, HN, patient, version; an amended version or an addendum (issue 32.1) is marked, and a
 * report sent before is marked "sent again". Every value escaped.
 */
export function coverSheetHtml(dispatch: Omit<DispatchDto, 'pageCount'>, lab: ReportLabHeader): string {
  const rows = dispatch.items
    .map((item, i) => {
      const type = reportVersionType(item);
      const marks = [
        type === 'amendment' ? '<span class="mark">AMENDED</span>' : type === 'addendum' ? '<span class="mark">ADDENDUM</span>' : '',
        item.resend ? '<span class="mark">SENT AGAIN</span>' : '',
      ].join(' ');
      return `<tr><td>${i + 1}</td><td>${escapeHtml(item.accessionNo)}</td><td>${escapeHtml(item.hn)}</td><td>${escapeHtml(item.patientName)}</td><td>v${escapeHtml(item.version)} ${marks}</td><td>${escapeHtml(formatThaiDateTime(item.releasedAt))}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${escapeHtml(dispatch.number)}</title><style>
    body { font-family: 'Sarabun', sans-serif; font-size: 11pt; margin: 0; }
    h1 { font-size: 16pt; margin: 0 0 4pt; } h2 { font-size: 13pt; margin: 12pt 0 4pt; }
    .lab { margin-bottom: 10pt; } table { width: 100%; border-collapse: collapse; }
    th, td { border: 0.5pt solid #444; padding: 3pt 5pt; text-align: left; vertical-align: top; }
    .mark { font-weight: bold; border: 1pt solid #000; padding: 0 3pt; font-size: 9pt; }
    .meta td { border: none; padding: 1pt 5pt 1pt 0; }
  </style></head><body>
  <div class="lab"><h1>${escapeHtml(lab.name)}</h1>${lab.address ? `<div>${escapeHtml(lab.address)}</div>` : ''}${lab.phone ? `<div>${escapeHtml(lab.phone)}</div>` : ''}</div>
  <h2>Dispatch ${escapeHtml(dispatch.number)} — ${escapeHtml(KIND_TITLES[dispatch.kind])}</h2>
  <table class="meta">
    <tr><td>To</td><td>${escapeHtml(dispatch.hospitalName)}</td></tr>
    <tr><td>Sent</td><td>${escapeHtml(formatThaiDateTime(dispatch.createdAt))} by ${escapeHtml(dispatch.createdBy)}</td></tr>
    <tr><td>Enclosed</td><td>${dispatch.reportCount} report(s)${dispatch.amendedCount ? `, ${dispatch.amendedCount} amended` : ''}</td></tr>
    ${dispatch.note ? `<tr><td>Note</td><td>${escapeHtml(dispatch.note)}</td></tr>` : ''}
  </table>
  <h2>Enclosed reports</h2>
  <table><thead><tr><th>#</th><th>Accession no.</th><th>HN</th><th>Patient</th><th>Version</th><th>Released</th></tr></thead><tbody>${rows}</tbody></table>
  </body></html>`;
}
