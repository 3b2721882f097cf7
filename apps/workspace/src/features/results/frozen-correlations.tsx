import { FROZEN_CORRELATIONS, type FrozenCorrelation, type FrozenCorrelationEntry, type FrozenSectionDto } from '@pathdesk/contracts';
import { DropdownField, TextAreaField, type FieldErrors } from '@pathdesk/web-ui';
import { useWorkspaceT } from '../../i18n';

export type CorrelationDraft = Record<number, { correlation: FrozenCorrelation | null; note: string }>;

/** A comparison's field as the server names it: the sign-out sends every section, in order, so entry N is section N. */
const correlationField = (index: number, field: 'correlation' | 'note' | 'frozenSectionId') => `frozenCorrelations.${index}.${field}`;

/** The entries the sign-out sends, or the fields still missing (a comparison; a note for a discrepancy). */
export function correlationEntries(
  sections: readonly FrozenSectionDto[],
  draft: CorrelationDraft,
): { entries: FrozenCorrelationEntry[]; missing: Record<number, 'correlation' | 'note'> } {
  const missing: Record<number, 'correlation' | 'note'> = {};
  const entries: FrozenCorrelationEntry[] = [];
  for (const s of sections) {
    const d = draft[s.id];
    if (!d?.correlation) missing[s.id] = 'correlation';
    else if ((d.correlation === 'minor' || d.correlation === 'major') && !d.note.trim()) missing[s.id] = 'note';
    else entries.push({ frozenSectionId: s.id, correlation: d.correlation, ...(d.note.trim() ? { note: d.note.trim() } : {}) });
  }
  return { entries, missing };
}

/**
 * At a surgical case's first sign-out (issue 32.3): each reported frozen section, with its diagnosis,
 * compared with the final diagnosis — agree, deferred, or a minor or major discrepancy saying what.
 * `missing`: what the dialog found missing; `serverErrors`: what the sign-out refused, by the
 * server's field (`frozenCorrelations.0.note`).
 */
export function FrozenCorrelations({
  sections,
  draft,
  missing,
  serverErrors = {},
  onChange,
}: {
  sections: readonly FrozenSectionDto[];
  draft: CorrelationDraft;
  missing: Record<number, 'correlation' | 'note'>;
  serverErrors?: FieldErrors;
  /** The new draft, and the fields of the section changed (their errors go). */
  onChange: (draft: CorrelationDraft, changed: { id: number; fields: string[] }) => void;
}) {
  const { t } = useWorkspaceT();
  if (!sections.length) return null;
  const set = (id: number, index: number, patch: Partial<CorrelationDraft[number]>) =>
    onChange(
      { ...draft, [id]: { ...(draft[id] ?? { correlation: null, note: '' }), ...patch } },
      {
        id,
        fields: Object.keys(patch).flatMap((k) =>
          k === 'correlation' ? [correlationField(index, 'correlation'), correlationField(index, 'frozenSectionId')] : [correlationField(index, 'note')],
        ),
      },
    );
  return (
    <fieldset className="border-1 surface-border border-round p-2 mb-3">
      <legend className="font-semibold px-1">{t('frozen.correlationHeading')}</legend>
      {sections.map((s, i) => {
        const d = draft[s.id] ?? { correlation: null, note: '' };
        return (
          <div key={s.id} className="mb-2">
            <p className="mt-0 mb-1 text-sm">
              <strong>
                {s.partLetter ? `${s.partLetter}. ` : ''}
                {s.specimen}
              </strong>
              : {s.diagnosis}
            </p>
            <DropdownField
              id={`frozen-correlation-${i}`}
              label={t('frozen.correlation')}
              required
              value={d.correlation}
              options={FROZEN_CORRELATIONS.map((value) => ({ value, label: t(`frozen.correlations.${value}`) }))}
              optionLabel="label"
              optionValue="value"
              placeholder={t('resultFields.choose')}
              filter
              error={
                missing[s.id] === 'correlation'
                  ? t('frozen.correlationRequired')
                  : (serverErrors[correlationField(i, 'correlation')] ?? serverErrors[correlationField(i, 'frozenSectionId')])
              }
              onChange={(v) => set(s.id, i, { correlation: v })}
            />
            {d.correlation === 'minor' || d.correlation === 'major' ? (
              <TextAreaField
                id={`frozen-correlation-note-${i}`}
                label={t('frozen.correlationNote')}
                required
                rows={2}
                value={d.note}
                error={missing[s.id] === 'note' ? t('frozen.noteRequired') : serverErrors[correlationField(i, 'note')]}
                onChange={(v) => set(s.id, i, { note: v })}
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
