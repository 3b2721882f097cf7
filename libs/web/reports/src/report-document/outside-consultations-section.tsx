import type { GuestReportDto } from '@pathdesk/contracts';
import { ItemList, Section } from './section.js';
import { useReportT } from '../use-report-t.js';
import { formatThaiDateTime } from '@pathdesk/contracts';

/** The outside consultants whose report was received (issue 32.2), named as the PDF names them. */
export function OutsideConsultationsSection({ report }: { report: GuestReportDto }) {
  const { t } = useReportT();
  const items = (report.snapshot.outsideConsultations ?? []).map((k) =>
    t('report.outside.item', { consultant: k.consultant, institution: k.institution, at: formatThaiDateTime(k.receivedAt), opinion: t(`report.outside.opinions.${k.opinion}`) }),
  );
  if (!items.length) return null;
  return (
    <Section label={t('report.section.outsideConsultation')}>
      <ItemList items={items} />
    </Section>
  );
}
