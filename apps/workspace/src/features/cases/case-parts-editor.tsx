import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { MAX_PARTS, partLetter, type CaseDto, type CasePartDto, type CasePartInput } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, type FieldErrors, focusOnShow, NumberField, useApiFailure, useFormState, TextAreaField, TextField } from '@pathdesk/web-ui';
import { useUpdateCaseMutation } from './cases-api';
import { useCase } from './case-layout';
import { useWorkspaceT } from '../../i18n';

/** A part as the edit sends it: every field, the time as stored. */
const inputOf = (p: CasePartDto): CasePartInput => ({
  letter: p.letter,
  specimen: p.specimen,
  procedure: p.procedure,
  containers: p.containers,
  fixative: p.fixative,
  collectedAt: p.collectedAt,
  note: p.note,
});

/**
 * The parts of a case (issue 27): A, B, … with their specimens, procedures and containers — and,
 * for lab staff while the case is open (27.1), a part changed, a part added at the end, and the
 * last part removed after a confirmation (the API refuses it, with the reason, when the part has
 * blocks or a result).
 */
export function CasePartsEditor({ caseDto, editable }: { caseDto: CaseDto; editable: boolean }) {
  const { kind } = useCase();
  const { t } = useWorkspaceT();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const [updateCase, { isLoading }] = useUpdateCaseMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const parts = caseDto.parts;
  const last = parts[parts.length - 1];

  const removeLast = () => {
    if (!last) return;
    confirmDialog({
      header: t('caseParts.removeHeader', { letter: last.letter }),
      message: t('caseParts.removeText', { letter: last.letter, specimen: last.specimen }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('caseParts.remove'),
      rejectLabel: t('caseParts.keep'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: async () => {
        const result = await updateCase({ kind, id: caseDto.id, changes: { version: caseDto.version, parts: parts.slice(0, -1).map(inputOf) } });
        if ('error' in result) return failed(t('caseParts.removeFailed', { letter: last.letter }), result.error);
        dispatch(notify({ severity: 'success', summary: t('caseParts.removed', { letter: last.letter }), detail: caseDto.accessionNo }));
      },
    });
  };

  return (
    <section aria-labelledby="case-parts-title" className="mb-3">
      <h3 id="case-parts-title" className="mt-0">
        {t('caseInfo.parts', { count: parts.length })}
      </h3>
      <ol className="m-0 pl-0 list-none" data-testid="case-parts">
        {parts.map((part, i) => (
          <li key={part.letter} className="mb-1 flex flex-wrap align-items-center gap-2">
            <span>
              <strong>{part.letter}.</strong> {part.specimen}
              {part.procedure ? ` · ${part.procedure}` : ''} · {t('caseInfo.partContainers', { count: part.containers })}
            </span>
            {editable ? <Button type="button" text size="small" icon="pi pi-pencil" label={t('caseParts.edit', { letter: part.letter })} onClick={() => setEditing(i)} /> : null}
            {editable && i === parts.length - 1 && parts.length > 1 ? (
              <Button
                type="button"
                text
                size="small"
                severity="danger"
                icon="pi pi-trash"
                label={t('caseParts.removeLast', { letter: part.letter })}
                loading={isLoading}
                onClick={removeLast}
              />
            ) : null}
          </li>
        ))}
      </ol>
      {editable && parts.length < MAX_PARTS && kind !== 'gynecological' ? (
        <Button
          type="button"
          outlined
          size="small"
          className="mt-2"
          icon="pi pi-plus"
          label={t('caseParts.add', { letter: partLetter(parts.length) })}
          onClick={() => setEditing(parts.length)}
        />
      ) : null}
      {editing !== null ? <PartDialog caseDto={caseDto} index={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

interface PartForm {
  specimen: string;
  procedure: string;
  containers: number | null;
  fixative: string;
  note: string;
}

/** Changes part `index` of the case, or adds it when it is the next letter. */
function PartDialog({ caseDto, index, onClose }: { caseDto: CaseDto; index: number; onClose: () => void }) {
  const { kind } = useCase();
  const { t } = useWorkspaceT();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const [updateCase, { isLoading }] = useUpdateCaseMutation();
  const existing = caseDto.parts[index];
  const letter = existing?.letter ?? partLetter(index);
  const { values, set, errors, setErrors } = useFormState<PartForm>({
    specimen: existing?.specimen ?? '',
    procedure: existing?.procedure ?? '',
    containers: existing?.containers ?? 1,
    fixative: existing?.fixative ?? '',
    note: existing?.note ?? '',
  });
  // The server names a part's field parts.<i>.<field>: this dialog shows its own part's.
  const partErrors = (all: FieldErrors) =>
    setErrors(Object.fromEntries(Object.entries(all).flatMap(([field, reason]) => (field.startsWith(`parts.${index}.`) ? [[field.slice(`parts.${index}.`.length), reason]] : []))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.specimen.trim()) return setErrors({ specimen: t('caseParts.specimenRequired') });
    const part: CasePartInput = {
      ...(existing ? inputOf(existing) : {}),
      letter,
      specimen: values.specimen.trim(),
      procedure: values.procedure.trim() || null,
      containers: values.containers ?? 1,
      fixative: values.fixative.trim() || null,
      note: values.note.trim() || null,
    };
    const parts = caseDto.parts.map(inputOf);
    parts[index] = part;
    const result = await updateCase({ kind, id: caseDto.id, changes: { version: caseDto.version, parts } });
    if ('error' in result) return failed(existing ? t('caseParts.saveFailed', { letter }) : t('caseParts.addFailed', { letter }), result.error, partErrors);
    dispatch(notify({ severity: 'success', summary: existing ? t('caseParts.saved', { letter }) : t('caseParts.added', { letter }), detail: caseDto.accessionNo }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={existing ? t('caseParts.editHeader', { letter }) : t('caseParts.addHeader', { letter })}
      onHide={onClose}
      onShow={focusOnShow('part-specimen')}
      modal
      style={{ width: '34rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="case-part-form" submitLabel={existing ? t('common:actions.save') : t('caseParts.addSubmit')} loading={isLoading} onCancel={onClose} />}
    >
      <form id="case-part-form" onSubmit={submit} noValidate>
        <TextField
          id="part-specimen"
          label={t('caseParts.specimen')}
          required
          autoFocus
          maxLength={500}
          value={values.specimen}
          onChange={(v) => set('specimen', v)}
          error={errors.specimen}
        />
        <TextField id="part-procedure" label={t('caseParts.procedure')} maxLength={200} value={values.procedure} onChange={(v) => set('procedure', v)} error={errors.procedure} />
        <NumberField
          id="part-containers"
          label={t('caseParts.containers')}
          min={1}
          max={50}
          showButtons
          value={values.containers}
          onChange={(v) => set('containers', v)}
          error={errors.containers}
        />
        <TextField id="part-fixative" label={t('caseParts.fixative')} maxLength={100} value={values.fixative} onChange={(v) => set('fixative', v)} error={errors.fixative} />
        <TextAreaField id="part-note" label={t('caseParts.note')} rows={2} maxLength={2000} value={values.note} onChange={(v) => set('note', v)} error={errors.note} />
      </form>
    </Dialog>
  );
}
