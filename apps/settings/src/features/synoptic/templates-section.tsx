import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { templateElements, type SynopticTemplateDto } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { DataTable, DateText, DialogFooter, LoadError, StatusTag, TextAreaField } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import { useGetSynopticTemplateVersionsQuery, useSetSynopticTemplateStateMutation } from './synoptic-api';

/**
 * The synoptic templates, every version (issue 30.1): in use or retired. A retired version is
 * refused on a new case and kept by the cases written with it; retiring and bringing back ask why.
 */
export function TemplatesSection() {
  const { t, i18n } = useSettingsT();
  const { data = [], isLoading, isError, error, refetch } = useGetSynopticTemplateVersionsQuery();
  const [changing, setChanging] = useState<SynopticTemplateDto | null>(null);
  const say = (label: { en: string; th: string }) => (i18n.language === 'th' ? label.th : label.en);
  const count = (tm: SynopticTemplateDto, level: 'required' | 'recommended') => templateElements(tm).filter((e) => e.level === level).length;
  return (
    <section aria-labelledby="synoptic-templates" className="mb-4">
      <h2 id="synoptic-templates" className="text-xl">
        {t('synoptic.templates')}
      </h2>
      {isError ? <LoadError what={t('synoptic.templatesWhat')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={data}
        dataKey="id"
        loading={isLoading}
        size="small"
        stripedRows
        emptyMessage={t('synoptic.noTemplates')}
        pt={{ table: { 'aria-label': t('synoptic.templates') } }}
      >
        <Column header={t('synoptic.name')} body={(tm: SynopticTemplateDto) => <strong>{say(tm.name)}</strong>} />
        <Column header={t('synoptic.version')} body={(tm: SynopticTemplateDto) => `v${tm.version}`} />
        <Column header={t('synoptic.source')} body={(tm: SynopticTemplateDto) => `${tm.source.dataset} (${tm.source.edition}) · ${tm.source.staging}`} />
        <Column header={t('synoptic.elements')} body={(tm: SynopticTemplateDto) => t('synoptic.elementCount', { core: count(tm, 'required'), other: count(tm, 'recommended') })} />
        <Column
          header={t('synoptic.state')}
          body={(tm: SynopticTemplateDto) =>
            tm.retired ? (
              <span className="flex flex-column gap-1">
                <StatusTag severity="secondary" value={t('synoptic.retired')} />
                <small>
                  {tm.retiredBy} · <DateText value={tm.retiredAt} withTime />
                </small>
              </span>
            ) : (
              <StatusTag severity="success" value={t('synoptic.inUse')} />
            )
          }
        />
        <Column
          header={t('common.actions')}
          body={(tm: SynopticTemplateDto) => (
            <Button
              type="button"
              size="small"
              outlined
              icon={tm.retired ? 'pi pi-replay' : 'pi pi-ban'}
              label={tm.retired ? t('synoptic.bringBack') : t('synoptic.retire')}
              aria-label={t(tm.retired ? 'synoptic.bringBackOne' : 'synoptic.retireOne', { name: say(tm.name), version: tm.version })}
              onClick={() => setChanging(tm)}
            />
          )}
        />
      </DataTable>
      {changing ? <StateDialog template={changing} name={say(changing.name)} onClose={() => setChanging(null)} /> : null}
    </section>
  );
}

function StateDialog({ template, name, onClose }: { template: SynopticTemplateDto; name: string; onClose: () => void }) {
  const { t } = useSettingsT();
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [setState, { isLoading }] = useSetSynopticTemplateStateMutation();
  const retiring = !template.retired;
  const save = async () => {
    if (!reason.trim()) return setProblem(t('synoptic.reasonNeeded'));
    const result = await setState({ id: template.id, version: template.version, body: { retired: retiring, reason: reason.trim() } });
    if ('error' in result) return setProblem(apiErrorMessage(result.error));
    dispatch(notify({ severity: 'success', summary: t(retiring ? 'synoptic.retiredDone' : 'synoptic.broughtBack', { name, version: template.version }) }));
    onClose();
  };
  return (
    <Dialog
      visible
      modal
      header={t(retiring ? 'synoptic.retireOne' : 'synoptic.bringBackOne', { name, version: template.version })}
      onHide={onClose}
      style={{ width: '36rem', maxWidth: '96vw' }}
      footer={<DialogFooter form="synoptic-state" onCancel={onClose} submitLabel={retiring ? t('synoptic.retire') : t('synoptic.bringBack')} loading={isLoading} />}
    >
      <form
        id="synoptic-state"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="mt-0">{t(retiring ? 'synoptic.retireExplain' : 'synoptic.bringBackExplain')}</p>
        <TextAreaField id="synoptic-reason" label={t('synoptic.reason')} required value={reason} error={problem} rows={2} autoFocus onChange={setReason} />
      </form>
    </Dialog>
  );
}
