import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { REQUISITION_CODE_PATTERN, type CaseDto, type RequisitionDto } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { StatusTag, useApiFailure } from '@pathdesk/web-ui';
import { useWorkspaceT } from '../../i18n';
import { useLazyFindRequisitionQuery, useReceiveRequisitionMutation } from './requisitions-api';

interface SentPart {
  letter: string;
  specimen: string;
}

const partsOf = (r: RequisitionDto): SentPart[] =>
  Array.isArray(r.sent.parts) && r.sent.parts.length ? (r.sent.parts as SentPart[]) : [{ letter: 'A', specimen: String(r.sent.specimen ?? '') }];
const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * The registration page's scan box (issue 28.4): a hospital's requisition code (RQ69-000123, from its
 * QR code or typed) brings the requisition up; Receive registers its case with an accession number —
 * nothing retyped. A specimen that did not arrive is unticked, and the lab's change is kept beside
 * what the hospital sent.
 */
export function RequisitionScan({ onReceived }: { onReceived: (cases: CaseDto[]) => void }) {
  const { t } = useWorkspaceT();
  const failed = useApiFailure();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [found, setFound] = useState<RequisitionDto | null>(null);
  const [kept, setKept] = useState<boolean[]>([]);
  const [find, { isFetching }] = useLazyFindRequisitionQuery();
  const [receive, { isLoading: receiving }] = useReceiveRequisitionMutation();
  const input = useRef<HTMLInputElement>(null);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const scanned = code.trim().toUpperCase();
    setFound(null);
    if (!REQUISITION_CODE_PATTERN.test(scanned)) return setMessage(t('requisitionScan.notACode', { code: scanned }));
    const result = await find(scanned);
    if (result.error) return setMessage(apiErrorMessage(result.error));
    const requisition = result.data?.requisitions.find((r) => r.code === scanned);
    if (!requisition) return setMessage(t('requisitionScan.notFound', { code: scanned }));
    setMessage(null);
    setFound(requisition);
    setKept(partsOf(requisition).map(() => true));
    requestAnimationFrame(() => document.getElementById('requisition-receive')?.focus());
  };

  const doReceive = async () => {
    if (!found) return;
    const parts = partsOf(found);
    const changes = kept.every(Boolean) ? undefined : { parts: parts.filter((_, i) => kept[i]).map((p, i) => ({ ...p, letter: letter(i) })) };
    const result = await receive({ id: found.id, changes });
    if ('error' in result) return failed(t('requisitionScan.failed'), result.error);
    setFound(null);
    setCode('');
    onReceived(result.data.cases);
    input.current?.focus();
  };

  const parts = found ? partsOf(found) : [];
  return (
    <section className="surface-ground border-round p-3 mb-3" aria-label={t('requisitionScan.label')}>
      <form onSubmit={lookUp} className="flex flex-wrap align-items-end gap-2">
        <div className="flex flex-column gap-1 flex-grow-1" style={{ maxWidth: '24rem' }}>
          <label htmlFor="requisition-scan" className="font-semibold">
            {t('requisitionScan.label')}
          </label>
          <InputText
            id="requisition-scan"
            ref={input}
            value={code}
            placeholder="RQ69-000123"
            autoComplete="off"
            aria-describedby="requisition-scan-hint"
            aria-invalid={message ? true : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setMessage(null);
            }}
          />
          <small id="requisition-scan-hint" className={message ? 'p-error' : 'text-color-secondary'} role={message ? 'alert' : undefined}>
            {message ?? t('requisitionScan.hint')}
          </small>
        </div>
        <Button type="submit" icon="pi pi-search" label={t('requisitionScan.find')} loading={isFetching} outlined />
      </form>
      {found ? (
        <div className="mt-3" data-testid="requisition-found">
          <div className="flex flex-wrap gap-2 align-items-center mb-2">
            <strong>{found.code}</strong>
            <span>
              {found.patientName} · HN {found.hn} · {found.hospitalName}
              {found.doctorName ? ` · ${found.doctorName}` : ''}
            </span>
            {found.priority === 'urgent' ? <StatusTag value={t('requisitionScan.urgent')} severity="danger" /> : null}
            {found.status === 'received' ? <StatusTag value={t('requisitionScan.alreadyReceived', { accessionNo: found.accessionNo ?? '' })} severity="warning" /> : null}
          </div>
          <fieldset className="border-none p-0 m-0">
            <legend className="text-color-secondary mb-1">{t('requisitionScan.partsReceived')}</legend>
            {parts.map((p, i) => (
              <div key={p.letter} className="flex align-items-center gap-2 mb-1">
                <Checkbox
                  inputId={`requisition-part-${i}`}
                  checked={kept[i] ?? true}
                  disabled={found.status === 'received'}
                  onChange={(e) => setKept((k) => k.map((v, j) => (j === i ? !!e.checked : v)))}
                />
                <label htmlFor={`requisition-part-${i}`}>
                  {p.letter}. {p.specimen}
                </label>
              </div>
            ))}
          </fieldset>
          <div className="flex gap-2 mt-2">
            <Button
              id="requisition-receive"
              type="button"
              icon="pi pi-check"
              label={t('requisitionScan.receive')}
              loading={receiving}
              disabled={found.status === 'received' || !kept.some(Boolean)}
              onClick={() => void doReceive()}
            />
            <Button type="button" label={t('requisitionScan.cancel')} text onClick={() => setFound(null)} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
