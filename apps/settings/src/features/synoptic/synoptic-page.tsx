import { PageCard } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import { IcdO3Section } from './icdo3-section';
import { TemplatesSection } from './templates-section';

/** /setting/synoptic (administrators, issue 30): the synoptic templates' versions and the lab's ICD-O-3 lists. */
export default function SynopticPage() {
  const { t } = useSettingsT();
  return (
    <PageCard title={t('synoptic.title')} subtitle={t('synoptic.subtitle')}>
      <TemplatesSection />
      <IcdO3Section />
    </PageCard>
  );
}
