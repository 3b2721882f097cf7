export { caseReportsTag, reportListTag, reportsApi, useGetReportQuery, useListReportsQuery, type ReportListQuery } from './reports-api.js';
export { reportPdfFilename, reportPdfUrl, ReportPdfError, type ReportRef } from './report-pdf.js';
export { PDF_FAILED, usePdfDownload, useReportPdf } from './use-report-pdf.js';
export { REPORT_PRINT_CLASS, ReportDocument, type ReportDocumentProps } from './report-document/report-document.js';
export { ReportVersions, type ReportVersionsProps, type ReportVersionSummary } from './report-versions/report-versions.js';
export { ReportActions } from './report-viewer/report-actions.js';
export { currentVersion, ReportViewer, type ReportViewerProps } from './report-viewer/report-viewer.js';
export { ThaiDateTime } from './thai-date-time.js';
