import { hasRole, type CaseKind } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { LoadError } from '@pathdesk/web-ui';
import { useGetBiomarkersQuery } from './biomarkers-api';
import { BiomarkerForm } from './biomarker-form';
import { ORDERING_ROLES } from './order-model';
import { useWorkspaceT } from '../../i18n';

/**
 * The case's biomarker results on the result page (issue 30.3): each ordered test that has a result
 * template (ER, PR, HER2, Ki-67, MMR, PD-L1), entered or confirmed by a pathologist. The report's
 * additional studies print them, and the synoptic report takes their values. Nothing shows for a
 * case without such an order.
 */
export function BiomarkerResults({ kind, caseId, closed }: { kind: CaseKind; caseId: number; closed: boolean }) {
  const { t } = useWorkspaceT();
  const role = useAppSelector(selectSessionUser)?.role;
  const { data: biomarkers = [], isError, error, refetch } = useGetBiomarkersQuery({ kind, caseId });
  if (isError) return <LoadError what={t('biomarkers.what')} error={error} onRetry={() => void refetch()} />;
  if (!biomarkers.length) return null;
  const canEnter = hasRole(role, ORDERING_ROLES) && !closed;
  return (
    <section aria-labelledby="biomarkers-title" className="mb-4">
      <h3 id="biomarkers-title" className="text-lg mt-0 mb-1">
        {t('biomarkers.title')}
      </h3>
      <p className="text-sm text-color-secondary mt-0">{canEnter ? t('biomarkers.hint') : t('biomarkers.readOnly')}</p>
      <div className="flex flex-column gap-2">
        {biomarkers.map((b) => (
          <BiomarkerForm key={b.orderId} biomarker={b} kind={kind} caseId={caseId} disabled={!canEnter} />
        ))}
      </div>
    </section>
  );
}
