import { useReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import { INVOICE_API, type InvoiceDto } from '@pathdesk/contracts';
import { usePdfDownload } from '@pathdesk/web-reports';

/** The PDF's file name: the number, or DRAFT-{id} before there is one. */
const invoicePdfFilename = (invoice: Pick<InvoiceDto, 'id' | 'number'>) => `${invoice.number ?? `DRAFT-${invoice.id}`}.pdf`;

/** Open the invoice's PDF in a new tab (the browser's viewer prints it) or download it. */
export function InvoicePdfButtons({ invoice }: { invoice: InvoiceDto }) {
  const { t } = useReportsT();
  const { download, downloading } = usePdfDownload();
  const url = INVOICE_API.pdf(invoice.kind, invoice.id);
  const name = invoice.number ?? t('pdf.theDraft');
  return (
    <>
      <a href={url} target="_blank" rel="noopener" className="p-button p-component p-button-outlined no-underline" aria-label={t('pdf.openOf', { name })}>
        <span className="p-button-icon p-button-icon-left pi pi-external-link" aria-hidden />
        <span className="p-button-label">{t('pdf.open')}</span>
      </a>
      <Button
        type="button"
        label={t('pdf.download')}
        icon="pi pi-download"
        outlined
        loading={downloading}
        aria-label={t('pdf.downloadOf', { name })}
        onClick={() => void download(url, invoicePdfFilename(invoice))}
      />
    </>
  );
}
