import { SIGNER_ROLE_LABELS, type GuestReportDto } from '@pathdesk/contracts';
import { ThaiDateTime } from '../thai-date-time.js';
import { useReportT } from '../use-report-t.js';
import styles from './report-document.module.css';

function Signature({ label, name, detail, at }: { label: string; name: string; detail?: string | null; at?: string }) {
  return (
    <div className={styles.signature}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.signer}>{name}</span>
        {detail ? <span className={styles.signatureLine}>{detail}</span> : null}
        {at ? (
          <span className={styles.signatureLine}>
            <ThaiDateTime value={at} />
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** Who screened, diagnosed, co-signed, signed (with the date and time of release) and rescreened the case. */
export function Signatures({ report }: { report: GuestReportDto }) {
  const { signedBy, pathologist, screener, qcReview } = report;
  const { t } = useReportT();
  // Issue 32.2: the second pathologist who signed the result before release.
  const cosignedBy = report.snapshot.cosignedBy;
  return (
    <section aria-label={t('report.signatures.region')}>
      <dl className={styles.signatures}>
        {screener ? <Signature label={t('report.signatures.screenedBy')} name={screener.name} detail={screener.credentials} /> : null}
        {pathologist ? <Signature label={t('report.signatures.pathologist')} name={pathologist.name} detail={pathologist.credentials} /> : null}
        {cosignedBy ? <Signature label={t('report.signatures.cosignedBy')} name={cosignedBy.name} detail={cosignedBy.credentials} at={cosignedBy.at} /> : null}
        <Signature
          label={report.amended ? t('report.signatures.amendedBy') : t('report.signatures.signedOutBy')}
          name={signedBy.name}
          detail={signedBy.title ?? SIGNER_ROLE_LABELS[signedBy.role] ?? signedBy.role}
          at={signedBy.at}
        />
        {qcReview ? <Signature label={t('report.signatures.qcRescreen')} name={qcReview.reviewer} at={qcReview.reviewedAt} /> : null}
      </dl>
    </section>
  );
}
