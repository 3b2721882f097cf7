import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { apiErrorMessage, selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, LoadError } from '@pathdesk/web-ui';
import { useWorkspaceT } from '../../i18n';
import { useGetLegalHoldQuery, useSetLegalHoldMutation } from './custody-api';

/** A case's legal hold (its items may not be disposed of): administrators and pathologists set and lift it, with a reason. */
export function LegalHoldPanel({ caseId }: { caseId: number }) {
  const { t } = useWorkspaceT();
  const user = useAppSelector(selectSessionUser);
  const keeper = user?.role === 'admin' || user?.role === 'doctor';
  const { data: hold, isError, error, refetch } = useGetLegalHoldQuery(caseId);
  const [save, { isLoading, error: saveError }] = useSetLegalHoldMutation();
  const [reason, setReason] = useState('');

  if (isError) return <LoadError what={t('custody.hold.title')} error={error} onRetry={() => void refetch()} />;
  return (
    <section aria-label={t('custody.hold.title')} className="mb-3">
      {hold ? (
        <p role="note" className="m-0 mb-2 font-semibold text-orange-700">
          {t('custody.hold.held', { reason: hold.reason, by: hold.setBy ?? '' })} <DateText value={hold.setAt} />
        </p>
      ) : null}
      {keeper ? (
        hold ? (
          <Button type="button" label={t('custody.hold.lift')} severity="secondary" size="small" loading={isLoading} onClick={() => void save({ caseId, reason: null })} />
        ) : (
          <form
            className="flex flex-wrap gap-2 align-items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.trim()) void save({ caseId, reason: reason.trim() }).then(() => setReason(''));
            }}
          >
            <label className="flex flex-column gap-1">
              {t('custody.hold.reason')}
              <InputText value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </label>
            <Button type="submit" label={t('custody.hold.set')} severity="warning" size="small" loading={isLoading} disabled={!reason.trim()} />
          </form>
        )
      ) : null}
      {saveError ? <small className="p-error">{apiErrorMessage(saveError)}</small> : null}
    </section>
  );
}
