import { useParams } from 'react-router';
import type { DocumentVerification } from '@pathdesk/contracts';
import { ErrorPanel, PageCard, Spinner, useFormatDate } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { useVerifyDocumentQuery } from './verify-api';

function Facts({ doc }: { doc: DocumentVerification }) {
  const { t } = useReportsT();
  const formatDate = useFormatDate();
  const rows: [string, string][] = [
    [t('verify.lab'), doc.lab],
    [doc.documentType === 'report' ? t('verify.accessionNo') : t('verify.invoiceNo'), doc.number],
    ...(doc.version === null ? [] : ([[t('verify.version'), String(doc.version)]] as [string, string][])),
    [doc.documentType === 'report' ? t('verify.released') : t('verify.issued'), formatDate(doc.issuedAt, { withTime: true })],
    ...(doc.status === null ? [] : ([[t('verify.status'), t(`verify.statuses.${doc.status}`, { defaultValue: doc.status })]] as [string, string][])),
  ];
  return (
    <dl className="grid m-0" data-testid="verify-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 sm:col-6 flex flex-column gap-1 mb-2">
          <dt className="text-color-secondary text-sm">{label}</dt>
          <dd className="m-0 font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /verify/{token} (issue 32.5): what the QR code of a printed report or invoice opens, signed in or
 * not — authentic or not a document of this lab, which lab, the number, version, when, and whether
 * it is still the current version. Nothing about the patient.
 */
export default function VerifyPage() {
  const { t } = useReportsT();
  const formatDate = useFormatDate();
  const token = useParams().token ?? '';
  const { data: doc, isLoading, isError, error, refetch } = useVerifyDocumentQuery(token, { skip: !token });
  if (isLoading) return <Spinner label={t('verify.checking')} />;
  if (isError || !doc) {
    const status = error && 'status' in error ? error.status : null;
    if (status === 429) return <ErrorPanel title={t('verify.tooMany')} onRetry={() => void refetch()} />;
    if (status === 404 || !token) return <ErrorPanel title={t('verify.notOurs')} detail={t('verify.notOursDetail')} />;
    return <ErrorPanel title={t('verify.failed')} onRetry={() => void refetch()} />;
  }
  const kind = doc.documentType === 'report' ? t('verify.report') : t('verify.invoice');
  const standing = doc.supersededBy
    ? t('verify.superseded', { version: doc.supersededBy.version, when: formatDate(doc.supersededBy.issuedAt, { withTime: true }) })
    : doc.documentType === 'invoice' && !doc.current
      ? t('verify.void')
      : t('verify.current');
  return (
    <PageCard title={t('verify.title')} subtitle={kind}>
      <div role="status" className={`p-3 border-round mb-3 ${doc.intact ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}>
        <i className={`pi ${doc.intact ? 'pi-verified' : 'pi-exclamation-triangle'} mr-2`} aria-hidden />
        <strong>{doc.intact ? t('verify.authentic', { lab: doc.lab }) : t('verify.altered')}</strong>
      </div>
      <Facts doc={doc} />
      <p className={`mt-3 mb-0 font-semibold ${doc.current ? 'text-green-800' : 'text-orange-800'}`} data-testid="verify-standing">
        {standing}
      </p>
    </PageCard>
  );
}
