import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { CASE_KINDS, type CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { DropdownField, NumberField, Spinner, TextField, useApiFailure, type FieldErrors } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { useGetCaseLoansQuery, useLazyFindReleasedCaseQuery, useRequestLoanMutation } from './loans-api';

/**
 * Asking for a loan (issue 28.5): one of the hospital's released cases found by its accession number
 * (or given, from the report's page), then its blocks — each lent whole, or as unstained slides (how
 * many) — and why.
 */
export function LoanRequestForm({ onDone, caseId: given = null }: { onDone: () => void; caseId?: number | null }) {
  const { t } = useReportsT();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const [kind, setKind] = useState<CaseKind>('surgical');
  const [accessionNo, setAccessionNo] = useState('');
  const [caseId, setCaseId] = useState<number | null>(given);
  const [message, setMessage] = useState<string | null>(null);
  const [find, { isFetching: finding }] = useLazyFindReleasedCaseQuery();
  const theCase = useGetCaseLoansQuery(caseId ?? 0, { skip: caseId === null });
  const [chosen, setChosen] = useState<Record<number, { block: boolean; slides: number | null }>>({});
  const [purpose, setPurpose] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [request, { isLoading }] = useRequestLoanMutation();

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    setCaseId(null);
    setChosen({});
    const result = await find({ kind, accessionNo });
    if (result.error) return setMessage(apiErrorMessage(result.error));
    if (!result.data) return setMessage(t('loans.noCase', { accessionNo }));
    setMessage(null);
    setCaseId(result.data.caseId);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (caseId === null) return;
    const items = Object.entries(chosen).flatMap(([blockId, c]) => [
      ...(c.block ? [{ blockId: Number(blockId), type: 'block' as const, count: 1 }] : []),
      ...(c.slides ? [{ blockId: Number(blockId), type: 'unstained-slides' as const, count: c.slides }] : []),
    ]);
    const next: FieldErrors = {};
    if (!purpose.trim()) next.purpose = t('loans.purposeRequired');
    if (!items.length) next.items = t('loans.itemsRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    const result = await request({ caseId, body: { purpose, items } });
    if ('error' in result) return failed(t('loans.requestFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('loans.requested'), detail: theCase.data?.accessionNo }));
    onDone();
  };

  const set = (blockId: number, patch: Partial<{ block: boolean; slides: number | null }>) =>
    setChosen((c) => ({ ...c, [blockId]: { ...(c[blockId] ?? { block: false, slides: null }), ...patch } }));

  return (
    <div className="surface-ground border-round p-3 mb-3">
      <form onSubmit={lookUp} className="grid align-items-end" aria-label={t('loans.findCase')}>
        <div className="col-12 md:col-3">
          <DropdownField
            id="loan-kind"
            label={t('loans.kind')}
            value={kind}
            options={CASE_KINDS.map((k) => ({ value: k, label: t(`requisitions.kinds.${k}`) }))}
            optionLabel="label"
            optionValue="value"
            onChange={(v) => setKind(v as CaseKind)}
          />
        </div>
        <div className="col-12 md:col-4">
          <TextField id="loan-accession" label={t('loans.accessionNo')} value={accessionNo} onChange={setAccessionNo} error={message ?? undefined} autoFocus={given === null} />
        </div>
        <div className="col-12 md:col-2 pb-4">
          <Button type="submit" icon="pi pi-search" label={t('loans.find')} loading={finding} outlined />
        </div>
      </form>
      {caseId !== null && theCase.isFetching ? <Spinner label={t('loans.loadingCase')} /> : null}
      {caseId !== null && theCase.isError ? (
        <small role="alert" className="p-error block mb-2">
          {apiErrorMessage(theCase.error)}
        </small>
      ) : null}
      {caseId !== null && theCase.data ? (
        <form onSubmit={submit} aria-label={t('loans.request')}>
          <p className="mt-0">
            <strong>{theCase.data.accessionNo}</strong> · {theCase.data.patientName}
          </p>
          {theCase.data.blocks.length ? null : <p className="text-color-secondary">{t('loans.noBlocks')}</p>}
          <fieldset className="border-none p-0 m-0">
            <legend className="font-semibold mb-1">{t('loans.blocks')}</legend>
            {errors.items ? <small className="p-error block">{errors.items}</small> : null}
            {theCase.data.blocks.map((b) => (
              <div key={b.id} className="flex flex-wrap align-items-center gap-3 mb-2">
                <span className="font-semibold" style={{ minWidth: '3rem' }}>
                  {b.code}
                </span>
                <span className="flex align-items-center gap-1">
                  <Checkbox inputId={`loan-block-${b.id}`} checked={!!chosen[b.id]?.block} onChange={(e) => set(b.id, { block: !!e.checked })} />
                  <label htmlFor={`loan-block-${b.id}`}>{t('loans.wholeBlock', { code: b.code })}</label>
                </span>
                <div style={{ width: '12rem' }}>
                  <NumberField
                    id={`loan-slides-${b.id}`}
                    label={t('loans.slidesOf', { code: b.code })}
                    value={chosen[b.id]?.slides ?? null}
                    onChange={(v) => set(b.id, { slides: v })}
                    min={1}
                    max={50}
                  />
                </div>
              </div>
            ))}
          </fieldset>
          <TextField id="loan-purpose" label={t('loans.purpose')} required error={errors.purpose} value={purpose} onChange={setPurpose} />
          <div className="flex gap-2 justify-content-end">
            <Button type="button" label={t('requisitions.cancel')} text onClick={onDone} />
            <Button type="submit" icon="pi pi-send" label={t('loans.send')} loading={isLoading} disabled={!theCase.data.blocks.length} />
          </div>
        </form>
      ) : null}
    </div>
  );
}
