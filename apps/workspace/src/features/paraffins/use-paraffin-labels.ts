import type { ParaffinStatus } from '@pathdesk/contracts';
import { useWorkspaceT } from '../../i18n';

/** The request statuses in the user's language. */
export function useParaffinStatusLabels(): Record<ParaffinStatus, string> {
  const { t } = useWorkspaceT();
  return {
    requested: t('bench.paraffins.status.requested'),
    sent: t('bench.paraffins.status.sent'),
    returned: t('bench.paraffins.status.returned'),
    kept: t('bench.paraffins.status.kept'),
  };
}
