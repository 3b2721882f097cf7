import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { CUSTODY_STEPS, parseBenchBarcode, type CustodyStep, type ScanDto, type ScanRequest } from '@pathdesk/contracts';
import { apiErrorMessage, selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, PageCard } from '@pathdesk/web-ui';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useWorkspaceT } from '../../i18n';
import { useRecordScanMutation } from './custody-api';
import { alarm, errorCode } from './scan-error';
import styles from './stations.module.css';

const STORAGE_KEY = 'pathdesk.custody.station';
const PRINTING_STEPS: readonly CustodyStep[] = ['grossing', 'cutting'];

interface Station {
  step: CustodyStep;
  name: string;
}

function savedStation(fromUrl: string | null): Station {
  const step = CUSTODY_STEPS.find((s) => s === fromUrl);
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Station | null;
    if (saved && CUSTODY_STEPS.includes(saved.step)) return step ? { ...saved, step } : saved;
  } catch {
    // a damaged entry: start afresh
  }
  return { step: step ?? 'accessioning', name: '' };
}

interface Failure {
  error: FetchBaseQueryError | SerializedError;
  request: ScanRequest;
}

/**
 * /workspace/stations: a bench step's station. The station is picked once (kept on this computer,
 * or given as ?step=cutting); a keyboard-wedge scan (the code and Enter) records the step. The scan
 * box keeps focus after every scan; a slide of another case than the one being worked is stopped
 * with a loud warning; a step out of order shows its reason, and a supervisor may record it anyway
 * with a reason. Escape starts the next case; PageDown / PageUp in the scan box move to the next /
 * previous step.
 */
export default function StationsPage() {
  const { t } = useWorkspaceT();
  const [params, setParams] = useSearchParams();
  const [station, setStation] = useState<Station>(() => savedStation(params.get('step')));
  const [location, setLocation] = useState('');
  const [print, setPrint] = useState(false);
  const [code, setCode] = useState('');
  const [working, setWorking] = useState<{ caseId: number; accessionNo: string } | null>(null);
  const [done, setDone] = useState<ScanDto[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const [record, { isLoading }] = useRecordScanMutation();
  const user = useAppSelector(selectSessionUser);
  const scanBox = useRef<HTMLInputElement>(null);
  const locationBox = useRef<HTMLInputElement>(null);
  const supervisor = user?.role === 'admin';
  const code409 = failure ? errorCode(failure.error) : undefined;

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(station));
    if (params.get('step') !== station.step) setParams({ step: station.step }, { replace: true });
  }, [station, params, setParams]);

  const focusScan = () => requestAnimationFrame(() => scanBox.current?.focus());
  /**
   * After a scan is handled, back to the scan box — unless the user went elsewhere meanwhile (a
   * station picked while the scan was recorded keeps its focus: the next arrow key is theirs).
   */
  const backToScan = (from: Element | null) =>
    requestAnimationFrame(() => {
      const now = document.activeElement;
      if (!now || now === from || now === document.body || !now.isConnected) scanBox.current?.focus();
    });

  // Scans wait their turn (issue 26.3): a scanner types the next code while the last is still being
  // recorded, and a scan dropped because one was in flight was a slide never recorded.
  const queue = useRef<ScanRequest[]>([]);
  const draining = useRef(false);
  async function enqueue(request: ScanRequest) {
    queue.current.push(request);
    if (draining.current) return;
    draining.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) await submit(next);
    } finally {
      draining.current = false;
    }
  }

  // The case being worked as of the scan's turn (a scan queued behind the first block's scan
  // belongs to the case that one opened).
  const workingNow = useRef(working);
  workingNow.current = working;

  async function submit(scanned: ScanRequest) {
    const from = document.activeElement;
    const current = workingNow.current;
    const request: ScanRequest = parseBenchBarcode(scanned.code)?.target === 'slide' && current && !scanned.caseId ? { ...scanned, caseId: current.caseId } : scanned;
    try {
      const scan = await record(request).unwrap();
      setDone((list) => [scan, ...list].slice(0, 50));
      setFailure(null);
      setOverrideReason('');
      if (!current || parseBenchBarcode(request.code)?.target !== 'slide') {
        workingNow.current = { caseId: scan.caseId, accessionNo: scan.accessionNo };
        setWorking(workingNow.current);
      }
    } catch (error) {
      const failed = error as FetchBaseQueryError | SerializedError;
      setFailure({ error: failed, request });
      if (errorCode(failed) === 'wrong_case') alarm();
    }
    backToScan(from);
  }

  function onScan(event: FormEvent) {
    event.preventDefault();
    const text = code.trim();
    setCode('');
    if (!text) return focusScan();
    void enqueue({
      code: text,
      step: station.step,
      ...(station.name.trim() ? { station: station.name.trim() } : {}),
      ...(station.step === 'filing' && location.trim() ? { location: location.trim() } : {}),
      ...(print && PRINTING_STEPS.includes(station.step) ? { print: true } : {}),
    });
  }

  /**
   * PageDown / PageUp in the scan box (issue 31): the next / previous bench step, without leaving the
   * scan box — or to the location box at filing, as Enter on the station does. No wrap at either end.
   */
  function stepBy(delta: 1 | -1) {
    const step = CUSTODY_STEPS[CUSTODY_STEPS.indexOf(station.step) + delta];
    if (!step) return;
    setStation((s) => ({ ...s, step }));
    if (step === 'filing') requestAnimationFrame(() => locationBox.current?.focus());
  }

  function nextCase() {
    workingNow.current = null;
    setWorking(null);
    setFailure(null);
    focusScan();
  }

  const last = done[0];
  return (
    <PageCard title={t('custody.stations.title')} subtitle={t('custody.stations.subtitle')}>
      <fieldset className={styles.steps}>
        <legend>{t('custody.stations.step')}</legend>
        {CUSTODY_STEPS.map((step) => (
          <label key={step} className={styles.step}>
            <input
              type="radio"
              name="custody-step"
              value={step}
              checked={station.step === step}
              onChange={() => setStation((s) => ({ ...s, step }))}
              onKeyDown={(e) => {
                // Enter takes the chosen station to its first box: the location at filing, else the scan box.
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (station.step === 'filing') locationBox.current?.focus();
                else scanBox.current?.focus();
              }}
            />
            {t(`custody.steps.${step}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3 align-items-end mb-3">
        <label className="flex flex-column gap-1">
          {t('custody.stations.stationName')}
          <InputText value={station.name} maxLength={60} onChange={(e) => setStation((s) => ({ ...s, name: e.target.value }))} placeholder="microtome-1" />
        </label>
        {station.step === 'filing' ? (
          <label className="flex flex-column gap-1">
            {t('custody.stations.location')}
            <InputText
              ref={locationBox}
              value={location}
              maxLength={30}
              onChange={(e) => setLocation(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  focusScan();
                }
              }}
            />
          </label>
        ) : null}
        {PRINTING_STEPS.includes(station.step) ? (
          <label className="flex align-items-center gap-2">
            <Checkbox inputId="custody-print" checked={print} onChange={(e) => setPrint(!!e.checked)} />
            {station.step === 'grossing' ? t('custody.stations.printCassettes') : t('custody.stations.printSlides')}
          </label>
        ) : null}
      </div>

      <div className={styles.working} aria-live="polite">
        {working ? t('custody.stations.working', { accessionNo: working.accessionNo }) : t('custody.stations.noWorking')}
        <Button type="button" label={t('custody.stations.nextCase')} icon="pi pi-step-forward" text size="small" onClick={nextCase} disabled={!working} />
      </div>

      <form onSubmit={onScan} className={styles.scanForm} aria-busy={isLoading}>
        <label htmlFor="custody-scan" className="font-semibold">
          {t('custody.stations.scan', { step: t(`custody.steps.${station.step}`) })}
        </label>
        <InputText
          id="custody-scan"
          ref={scanBox}
          autoFocus
          autoComplete="off"
          value={code}
          className={styles.scanBox}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              nextCase();
            } else if (e.key === 'PageDown' || e.key === 'PageUp') {
              e.preventDefault();
              stepBy(e.key === 'PageDown' ? 1 : -1);
            }
          }}
          aria-describedby="custody-scan-hint custody-scan-result"
        />
        <small id="custody-scan-hint" className="text-color-secondary">
          {t('custody.stations.stepKeys')}
        </small>
      </form>

      <div id="custody-scan-result">
        {failure ? (
          <div role="alert" className={code409 === 'wrong_case' ? styles.stop : styles.refused}>
            {code409 === 'wrong_case' ? <strong className={styles.stopTitle}>{t('custody.stations.wrongCase')}</strong> : null}
            <span>{apiErrorMessage(failure.error)}</span>
            {code409 === 'out_of_order' && supervisor ? (
              <form
                className="flex flex-wrap gap-2 align-items-end mt-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (overrideReason.trim()) void submit({ ...failure.request, override: { reason: overrideReason.trim() } });
                }}
              >
                <label className="flex flex-column gap-1">
                  {t('custody.stations.overrideReason')}
                  <InputText value={overrideReason} maxLength={500} onChange={(e) => setOverrideReason(e.target.value)} />
                </label>
                <Button type="submit" label={t('custody.stations.override')} severity="warning" disabled={!overrideReason.trim()} />
              </form>
            ) : null}
          </div>
        ) : last ? (
          <div role="status" className={styles.recorded}>
            {t('custody.stations.recorded', { label: last.label, step: t(`custody.steps.${last.action}`) })}
            {last.location ? ` · ${last.location.code}` : ''}
            {last.printed ? ` · ${'error' in last.printed ? last.printed.error : t('custody.stations.printed', { count: last.printed.count })}` : ''}
          </div>
        ) : null}
      </div>

      {last?.expectedSlides ? (
        <section aria-label={t('custody.stations.expectedSlides')} className="mt-3">
          <h2 className="text-lg">{t('custody.stations.expectedSlides')}</h2>
          <ul className={styles.expected}>
            {last.expectedSlides.map((s) => (
              <li key={s.id}>
                {s.code} · {s.stain} · {s.barcode} {s.lastAction ? `· ${t(`custody.steps.${s.lastAction}`)}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <table className={styles.history} aria-label={t('custody.stations.history')}>
        <thead>
          <tr>
            <th scope="col">{t('custody.columns.when')}</th>
            <th scope="col">{t('custody.columns.item')}</th>
            <th scope="col">{t('custody.columns.step')}</th>
            <th scope="col">{t('custody.columns.location')}</th>
          </tr>
        </thead>
        <tbody>
          {done.length ? (
            done.map((scan) => (
              <tr key={scan.id}>
                <td>
                  <DateText value={scan.at} withTime />
                </td>
                <td>
                  {scan.label} <span className="text-color-secondary">{scan.barcode}</span>
                </td>
                <td>{t(`custody.steps.${scan.action}`)}</td>
                <td>{scan.location?.code ?? ''}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={4}>{t('custody.stations.noScans')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </PageCard>
  );
}
