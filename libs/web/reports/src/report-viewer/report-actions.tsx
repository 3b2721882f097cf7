import { Button } from 'primereact/button';
import type { ReportRef } from '../report-pdf.js';
import { useReportPdf } from '../use-report-pdf.js';

/** Download the shown version's PDF, or print it (only the document prints). */
export function ReportActions({ report }: { report: ReportRef }) {
  const { download, downloading } = useReportPdf();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        label={downloading ? 'Downloading…' : 'Download PDF'}
        icon="pi pi-download"
        loading={downloading}
        disabled={downloading}
        aria-label={`Download PDF of ${report.accessionNo} version ${report.version}`}
        onClick={() => void download(report)}
      />
      <Button type="button" label="Print" icon="pi pi-print" outlined onClick={() => window.print()} />
    </div>
  );
}
