import { Button } from 'primereact/button';
import { apiErrorMessage } from '@pathdesk/web-data';
import { useWorkspaceT } from '../../i18n';
import { useLazyGetWhereaboutsQuery, usePrintLabelsMutation } from './custody-api';

/** The case's block and slide labels for the bench's devices: sent to the label printer, or downloaded as ZPL. */
export function DeviceLabels({ accessionNo }: { accessionNo: string }) {
  const { t } = useWorkspaceT();
  const [find] = useLazyGetWhereaboutsQuery();
  const [print, printing] = usePrintLabelsMutation();

  async function labels(output: 'printer' | 'zpl') {
    const items = await find(accessionNo).unwrap();
    const codes = items.map((i) => i.barcode);
    if (!codes.length) return;
    const result = await print({ codes, output });
    if (output === 'zpl' && 'data' in result && typeof result.data === 'string') {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([result.data], { type: 'text/plain' }));
      link.download = `${accessionNo}-labels.zpl`;
      link.click();
      URL.revokeObjectURL(link.href);
    }
  }

  return (
    <div className="flex flex-wrap gap-2 align-items-center mb-3">
      <Button type="button" size="small" outlined icon="pi pi-print" label={t('custody.labels.printer')} loading={printing.isLoading} onClick={() => void labels('printer')} />
      <Button type="button" size="small" outlined icon="pi pi-download" label={t('custody.labels.zpl')} onClick={() => void labels('zpl')} />
      {printing.error ? (
        <span role="alert" className="p-error">
          {apiErrorMessage(printing.error)}
        </span>
      ) : printing.data && typeof printing.data !== 'string' ? (
        <span role="status">{t('custody.stations.printed', { count: printing.data.count })}</span>
      ) : null}
    </div>
  );
}
