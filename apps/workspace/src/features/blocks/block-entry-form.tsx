import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import type { CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage, apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { TextField } from '@pathdesk/web-ui';
import { parseBlockEntry, type BlockEntryReason } from './block-entry';
import { useAddBlocksMutation } from './blocks-api';
import { useWorkspaceT } from '../../i18n';

/** The grossing bench's quick entry: type "A1–A4, 1 slide each" and press Enter. */
export function BlockEntryForm({ kind, caseId, existing }: { kind: CaseKind; caseId: number; existing: readonly string[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [addBlocks, { isLoading }] = useAddBlocksMutation();
  const dispatch = useAppDispatch();
  const { t } = useWorkspaceT();
  const reasonText = (reason: BlockEntryReason): string => {
    switch (reason.key) {
      case 'empty':
        return t('bench.blocks.entry.empty');
      case 'slidesRange':
        return t('bench.blocks.entry.slidesRange', { max: reason.max });
      case 'notACode':
        return t('bench.blocks.entry.notACode', { part: reason.part });
      case 'crossPart':
        return t('bench.blocks.entry.crossPart', { part: reason.part });
      case 'backwards':
        return t('bench.blocks.entry.backwards', { part: reason.part });
      case 'tooMany':
        return t('bench.blocks.entry.tooMany', { max: reason.max });
      case 'exists':
        return t('bench.blocks.entry.exists', { code: reason.code });
      case 'typedTwice':
        return t('bench.blocks.entry.typedTwice', { code: reason.code });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBlockEntry(text, existing);
    if ('error' in parsed) return setError(reasonText(parsed.reason));
    const result = await addBlocks({ kind, caseId, body: { blocks: parsed.blocks } });
    if ('error' in result) {
      // The server's reason for a block (`blocks.2.code`) or for the whole entry, at the field.
      const reasons = apiFieldErrors(result.error).map((e) => e.message);
      return setError(reasons.length ? reasons.join('; ') : apiErrorMessage(result.error));
    }
    setText('');
    const codes = parsed.blocks.map((b) => b.code);
    dispatch(notify({ severity: 'success', summary: t('bench.blocks.added', { count: codes.length }), detail: codes.join(', ') }));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap align-items-start gap-2" aria-label={t('bench.blocks.grossingEntry')}>
      <div className="flex-1" style={{ minWidth: '16rem' }}>
        <TextField
          id="block-entry"
          label={t('bench.blocks.addBlocks')}
          value={text}
          onChange={(v) => {
            setText(v);
            setError(undefined);
          }}
          error={error}
          hint={t('bench.blocks.entryHint')}
          placeholder="A1–A4, 1 slide each"
          autoComplete="off"
        />
      </div>
      <Button type="submit" label={t('bench.blocks.add')} icon="pi pi-plus" loading={isLoading} className="mt-4" />
    </form>
  );
}
