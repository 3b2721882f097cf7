import { FROZEN_CORRELATIONS, type FrozenCorrelation, type FrozenCorrelationEntry, type FrozenSectionDto } from '@pathdesk/contracts';
import { DropdownField, TextAreaField } from '@pathdesk/web-ui';
import { useWorkspaceT } from '../../i18n';

export type CorrelationDraft = Record<number, { correlation: FrozenCorrelation | null; note: string }>;

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
 */
export function FrozenCorrelations({
  sections,
  draft,
  missing,
  onChange,
}: {
  sections: readonly FrozenSectionDto[];
  draft: CorrelationDraft;
  missing: Record<number, 'correlation' | 'note'>;
  onChange: (draft: CorrelationDraft) => void;
}) {
  const { t } = useWorkspaceT();
  if (!sections.length) return null;
  const set = (id: number, patch: Partial<CorrelationDraft[number]>) => onChange({ ...draft, [id]: { ...(draft[id] ?? { correlation: null, note: '' }), ...patch } });
  return (
    <fieldset className="border-1 surface-border border-round p-2 mb-3">
      <legend className="font-semibold px-1">{t('frozen.correlationHeading')}</legend>
      {sections.map((s, i) => {
        const d = draft[s.id] ?? { correlation: null, note: '' };
        return (
          <div key={s.id} className="mb-2">
            <p className="mt-0 mb-1 text-sm">
              <strong>{s.specimen}</strong>: {s.diagnosis}
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
              error={missing[s.id] === 'correlation' ? t('frozen.correlationRequired') : undefined}
              onChange={(v) => set(s.id, { correlation: v })}
            />
            {d.correlation === 'minor' || d.correlation === 'major' ? (
              <TextAreaField
                id={`frozen-correlation-note-${i}`}
                label={t('frozen.correlationNote')}
                required
                rows={2}
                value={d.note}
                error={missing[s.id] === 'note' ? t('frozen.noteRequired') : undefined}
                onChange={(v) => set(s.id, { note: v })}
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
