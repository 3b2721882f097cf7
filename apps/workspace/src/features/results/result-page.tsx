import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage, notify, selectSessionUser, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { CaseStatusTag, DateText, ErrorPanel, Spinner, useUnsavedChanges } from '@pathdesk/web-ui';
import {
  casePath,
  deriveSurgicalFromParts,
  missingForSignOut,
  partSynopticGaps,
  partSynopticWarnings,
  signOutRefusal,
  type CaseKind,
  type CasePartDto,
  type ResultDto,
  type SignerRecord,
  type SurgicalResult,
} from '@pathdesk/contracts';
import { PatientCasesPanel, useCase } from '../cases';
import { AdditionalStudies, BiomarkerResults, useGetBiomarkersQuery } from '../additionals';
import { SecondOpinionsPanel } from '../consultations';
import { FrozenSections } from '../frozen-sections';
import { useGetLabSettingsQuery, useGetMySignatureQuery, useGetResultQuery, useGetSynopticTemplatesQuery } from './results-api';
import { signerField, unlinkedRefusal, withSigner } from './signer-field';
import { isDirty, type AnyResult } from './result-form-model';
import { ResultStatusMessage } from './result-status-message';
import { SignOutChecklist } from './sign-out-checklist';
import { ResultActions } from './result-actions';
import { useResultWorkflow } from './use-result-workflow';
import { SurgicalResultFields } from './surgical-result-fields';
import { CytologicalResultFields } from './cytological-result-fields';
import { GynecologicalResultFields } from './gynecological-result-fields';
import type { ResultFieldsProps } from './result-controls';
import styles from './result-page.module.css';
import { useWorkspaceT } from '../../i18n';

const FIELDS: Record<CaseKind, ComponentType<ResultFieldsProps<AnyResult>>> = {
  surgical: SurgicalResultFields as ComponentType<ResultFieldsProps<AnyResult>>,
  cytological: CytologicalResultFields as ComponentType<ResultFieldsProps<AnyResult>>,
  gynecological: GynecologicalResultFields as ComponentType<ResultFieldsProps<AnyResult>>,
};

/** /workspace/{kind}/{id}/result: the diagnosis, saved as drafts, then signed out (or amended). */
export default function ResultPage() {
  const { kind, caseDto } = useCase();
  const { t } = useWorkspaceT();
  const { data: result, isLoading, isError, error, refetch } = useGetResultQuery({ kind, id: caseDto.id });
  // The form starts from the signer's own record: opened before it arrives, the form would be
  // reset when it did, and what the user had entered in between would be lost.
  const signature = useGetMySignatureQuery();
  if (isLoading || signature.isLoading) return <Spinner label={t('result.loading')} />;
  if (isError || !result) return <ErrorPanel title={t('result.loadFailed')} detail={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  return <ResultEditor kind={kind} accessionNo={caseDto.accessionNo} parts={caseDto.parts} result={result} signature={signature.data} />;
}

/** Each part's entry as the case's parts order them; a case of one part is malignant at the case level. */
function synopticWarnings(templates: Parameters<typeof partSynopticWarnings>[0], values: SurgicalResult, parts: readonly CasePartDto[]) {
  const entries = parts.map((p) => values.parts.find((r) => r.letter === p.letter) ?? { letter: p.letter, malignancy: null });
  return partSynopticWarnings(
    templates,
    entries.map((e) => ({ ...e, malignant: e.malignancy === 'malignant' || (parts.length === 1 && values.malignancy === 'malignant') })),
  );
}

interface ResultEditorProps {
  kind: CaseKind;
  accessionNo: string;
  result: ResultDto;
  /** The case's parts (issue 27). */
  parts: readonly CasePartDto[];
  /** The record the account signs as (null: not linked; undefined: it could not be read). */
  signature: SignerRecord | null | undefined;
}

function ResultEditor({ kind, accessionNo, parts, result, signature }: ResultEditorProps) {
  const user = useAppSelector(selectSessionUser);
  const { t, i18n } = useWorkspaceT();
  const { data: settings } = useGetLabSettingsQuery();
  const { data: templates = [] } = useGetSynopticTemplatesQuery(undefined, { skip: kind !== 'surgical' });
  const { data: biomarkers } = useGetBiomarkersQuery({ kind, caseId: result.caseId });
  const lockedField = signerField(kind, user?.role, signature);
  // The form opens with the signer's own record where the result names nobody (issue 16.6).
  const start = useMemo(() => withSigner(result.fields, lockedField, signature?.staffId), [result.fields, lockedField, signature?.staffId]);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedOut = result.status === 'signed_out' || result.status === 'amended';
  const [amending, setAmending] = useState(signedOut && result.unreleasedChanges);
  const flow = useResultWorkflow(kind, result, {
    start,
    onReleased: (version) => {
      setAmending(false);
      navigate(casePath(kind, result.caseId, 'view'));
      dispatch(
        notify({ severity: 'success', summary: version > 1 ? t('result.amendedReleased') : t('result.signedOut'), detail: t('result.releasedDetail', { accessionNo, version }) }),
      );
    },
  });
  const { values, setValues, patch, errors } = flow.form;

  // The stored result after a save (ours, or someone else's on reload): show it.
  useEffect(() => setValues(start), [start, setValues]);

  const editable = result.status !== 'cancelled' && result.pendingRescreenId === null && (!signedOut || amending);
  const dirty = editable && isDirty(start, values);
  useUnsavedChanges(dirty, t('result.unsaved'));
  // What marking it diagnosed needs, and what the sign-out needs besides (a surgical case's blocks or the reason it has none).
  const letters = parts.map((p) => p.letter);
  // A surgical case's parts give its case-level diagnosis, gross and malignancy, as the server derives them (issue 27).
  const checked = kind === 'surgical' ? (deriveSurgicalFromParts(values as SurgicalResult, parts) as AnyResult) : values;
  // A part's synoptic report: its core elements still empty, as the server counts them (issue 30.2).
  const gaps = kind === 'surgical' ? partSynopticGaps(templates, (values as SurgicalResult).parts) : [];
  const synoptic = gaps.map((g) => g.field);
  const gapLabels = Object.fromEntries(gaps.map((g) => [g.field, `${g.letter}. ${i18n.language === 'th' ? g.gap.label.th : g.gap.label.en}`]));
  const say = (label: { en: string; th: string }) => (i18n.language === 'th' ? label.th : label.en);
  const warnings = kind === 'surgical' ? synopticWarnings(templates, values as SurgicalResult, parts).map((w) => ({ field: w.field, text: `${w.letter}. ${say(w.label)}` })) : [];
  const missingToDiagnose = missingForSignOut(kind, checked, { parts: letters, synoptic });
  const missing = missingForSignOut(kind, checked, { blocks: result.blockCount, parts: letters, synoptic });
  const refusal = signOutRefusal(kind, checked, user?.role, settings ?? { staffMayReleaseNilm: false }) ?? unlinkedRefusal(user?.role, signature);

  // Ctrl+S (⌘S) saves a draft, as in any editor.
  const saveDraft = useRef(() => flow.saveDraft(dirty));
  saveDraft.current = () => flow.saveDraft(dirty);
  useEffect(() => {
    if (!editable) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        // The fields are disabled while the draft saves, which takes the focus away: give it back to
        // the field the user was typing in, caret and all (issue 26.4).
        const typingIn = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        void saveDraft.current().finally(() => requestAnimationFrame(() => typingIn?.isConnected && typingIn.focus()));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editable]);

  const Fields = FIELDS[kind];
  return (
    <div className="grid">
      <div className="col-12 xl:col-8">
        <section className="card" aria-labelledby="result-title">
          <h2 id="result-title" className="mt-0">
            {t('caseTabs.result')}
          </h2>
          <ResultStatusMessage result={result} amending={amending} viewPath={casePath(kind, result.caseId, 'view')} />
          {kind === 'surgical' ? <FrozenSections caseId={result.caseId} parts={parts} cancelled={result.status === 'cancelled'} /> : null}
          <BiomarkerResults kind={kind} caseId={result.caseId} closed={result.status === 'cancelled'} />
          <form
            aria-label={t('caseTabs.result')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void flow.saveDraft(dirty);
            }}
          >
            <Fields
              values={values}
              onChange={patch}
              errors={errors}
              disabled={!editable || flow.busy}
              missing={missing}
              lockedField={lockedField}
              blockCount={result.blockCount}
              parts={parts}
              biomarkers={biomarkers}
            />
          </form>
          <AdditionalStudies kind={kind} caseId={result.caseId} />
        </section>
      </div>
      <div className="col-12 xl:col-4">
        <aside className={`card ${styles.side}`} aria-label={t('result.signOut')}>
          <div className="flex justify-content-between align-items-center mb-3">
            <h2 className="m-0 text-xl">{t('result.signOut')}</h2>
            <CaseStatusTag status={result.status} />
          </div>
          <SignOutChecklist missing={missing} result={result} amending={amending} labels={gapLabels} warnings={warnings} />
          {result.updatedAt ? (
            <p className="text-sm text-color-secondary mt-0">
              {t('result.lastSaved')} <DateText value={result.updatedAt} withTime />
              {result.updatedBy ? ` ${t('result.by', { name: result.updatedBy })}` : ''}
              {dirty ? ` · ${t('result.unsavedChanges')}` : ''}
            </p>
          ) : null}
          <ResultActions
            accessionNo={accessionNo}
            result={result}
            flow={flow}
            editable={editable}
            dirty={dirty}
            missing={missing}
            missingToDiagnose={missingToDiagnose}
            refusal={refusal}
            amending={amending}
            askPassword={settings?.signOutReauth !== false}
            onAmend={() => setAmending(true)}
            onDiscard={() => setValues(start)}
            role={user?.role}
          />
        </aside>
        <SecondOpinionsPanel
          kind={kind}
          caseId={result.caseId}
          released={result.latestReportId !== null}
          cancelled={result.status === 'cancelled'}
          askPassword={settings?.signOutReauth !== false}
        />
        <PatientCasesPanel caseId={result.caseId} />
      </div>
    </div>
  );
}
