import bwipjs from 'bwip-js';
import { labDateTime, type RequisitionDto } from '@pathdesk/contracts';
import { escapeHtml } from '../pdf/escape-html.js';

/** The requisition's code as a QR code (bwip-js), inline SVG: the PDF's page loads nothing. */
function requisitionQrSvg(code: string): string {
  return bwipjs.toSVG({ bcid: 'qrcode', text: code, padding: 0 });
}

const CSS = `
  @page { size: A4; margin: 14mm; }
  .head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #111; padding-bottom: 6pt; }
  .head h1 { font-size: 16pt; margin: 0 0 4pt; }
  .code { font-size: 18pt; font-weight: 700; letter-spacing: 1px; }
  .qr svg { width: 32mm; height: 32mm; }
  table.fields { width: 100%; margin-top: 8pt; }
  table.fields th { text-align: left; width: 34%; font-weight: 600; padding: 3pt 6pt 3pt 0; vertical-align: top; }
  table.fields td { padding: 3pt 0; vertical-align: top; }
  table.parts { width: 100%; margin-top: 6pt; border: 1px solid #999; }
  table.parts th, table.parts td { border: 1px solid #999; padding: 3pt 5pt; text-align: left; }
  h2 { font-size: 12pt; margin: 12pt 0 2pt; }
  .foot { margin-top: 18pt; font-size: 9pt; color: #444; }
  .urgent { font-weight: 700; color: #b00; }
`;

const KIND: Record<string, string> = { surgical: 'ศัลยพยาธิ (Surgical)', cytological: 'เซลล์วิทยา (Non-gyn cytology)', gynecological: 'เซลล์วิทยานรีเวช (Gyn cytology)' };
const SEX: Record<string, string> = { male: 'ชาย (male)', female: 'หญิง (female)', unknown: 'ไม่ระบุ (unknown)' };

const row = (label: string, value: unknown) => (value === null || value === undefined || value === '' ? '' : `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
const when = (iso: unknown) => (typeof iso === 'string' && iso ? labDateTime(iso).slice(0, 16).replace('T', ' ') : '');

interface SheetPart {
  letter: string;
  specimen: string;
  procedure?: string | null;
  containers?: number;
  fixative?: string | null;
  collectedAt?: string | null;
}

/**
 * The printed requisition that travels with the specimen (issue 28.4): the code as a QR code and as
 * text (the lab scans either), the patient, the specimens (parts), the clinical history, who ordered.
 */
export function requisitionSheetHtml(q: RequisitionDto): string {
  const s = q.sent;
  const parts: SheetPart[] =
    Array.isArray(s.parts) && s.parts.length ? (s.parts as SheetPart[]) : [{ letter: 'A', specimen: String(s.specimen ?? ''), containers: s.containers as number | undefined }];
  const partRows = parts
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.letter)}</td><td>${escapeHtml(p.specimen)}</td><td>${escapeHtml(p.procedure ?? '')}</td><td>${escapeHtml(p.containers ?? 1)}</td><td>${escapeHtml(p.fixative ?? '')}</td><td>${escapeHtml(when(p.collectedAt))}</td></tr>`,
    )
    .join('');
  const urgent = q.priority === 'urgent' ? `<div class="urgent">ด่วน (URGENT)</div>` : '';
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${escapeHtml(q.code)}</title><style>${CSS}</style></head><body>
<div class="head">
  <div>
    <h1>ใบส่งตรวจทางพยาธิวิทยา (Pathology requisition)</h1>
    <div class="code" data-code>${escapeHtml(q.code)}</div>
    <div>${escapeHtml(KIND[q.kind] ?? q.kind)}</div>
    ${urgent}
  </div>
  <div class="qr">${requisitionQrSvg(q.code)}</div>
</div>
<table class="fields">
  ${row('โรงพยาบาล (Hospital)', q.hospitalName)}
  ${row('แพทย์ผู้ส่ง (Doctor)', q.doctorName)}
  ${row('HN', q.hn)}
  ${row('ชื่อผู้ป่วย (Patient)', q.patientName)}
  ${row('ชื่อภาษาอังกฤษ (Name in English)', [s.patientFirstNameEn, s.patientLastNameEn].filter(Boolean).join(' '))}
  ${row('เลขประจำตัวประชาชน (Citizen ID)', s.citizenId)}
  ${row('เพศ (Sex)', SEX[String(s.sex)] ?? s.sex)}
  ${row('วันเกิด (Birth date)', s.birthDate)}
  ${row('อายุ (Age, years)', s.ageYears)}
  ${row('ประจำเดือนครั้งสุดท้าย (LMP)', s.lmp)}
  ${row('แหล่งสิ่งส่งตรวจ (Source)', s.source)}
  ${row('เก็บสิ่งส่งตรวจเมื่อ (Collected)', when(s.collectedAt))}
</table>
<h2>สิ่งส่งตรวจ (Specimens)</h2>
<table class="parts"><thead><tr><th style="width: 7%">Part</th><th style="width: 43%">สิ่งส่งตรวจ (Specimen)</th><th>หัตถการ (Procedure)</th><th>ภาชนะ (Containers)</th><th>น้ำยาคงสภาพ (Fixative)</th><th>เก็บเมื่อ (Collected)</th></tr></thead><tbody>${partRows}</tbody></table>
<h2>ประวัติทางคลินิก (Clinical history)</h2>
<div>${escapeHtml(s.clinicalHistory ?? '—')}</div>
${s.relevantHistory ? `<h2>ประวัติที่เกี่ยวข้อง (Relevant history)</h2><div>${escapeHtml(s.relevantHistory)}</div>` : ''}
${s.notes ? `<h2>หมายเหตุ (Notes)</h2><div>${escapeHtml(s.notes)}</div>` : ''}
<div class="foot">สั่งโดย (Ordered by) ${escapeHtml(q.createdBy)} · ${escapeHtml(when(q.createdAt))} · ${escapeHtml(q.code)}</div>
</body></html>`;
}
