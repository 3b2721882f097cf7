import { Button } from 'primereact/button';
import type { ReportRef } from '../report-pdf.js';
import { useReportPdf } from '../use-report-pdf.js';
import { useReportT } from '../use-report-t.js';

/** Download the shown version's PDF, or print it (only the document prints). */
export function ReportActions({ report }: { report: ReportRef }) {
  const { download, downloading } = useReportPdf();
  const { t } = useReportT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        label={downloading ? t('report.downloading') : t('report.downloadPdf')}
        icon="pi pi-download"
        loading={downloading}
        disabled={downloading}
        aria-label={t('report.downloadPdfOf', { accessionNo: report.accessionNo, version: report.version })}
        onClick={() => void download(report)}
      />
      <Button type="button" label={t('report.print')} icon="pi pi-print" outlined onClick={() => window.print()} />
    </div>
  );
}
