import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import type { CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage, apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { TextField } from '@pathdesk/web-ui';
import { parseBlockEntry } from './block-entry';
import { useAddBlocksMutation } from './blocks-api';

/** The grossing bench's quick entry: type "A1–A4, 1 slide each" and press Enter. */
export function BlockEntryForm({ kind, caseId, existing }: { kind: CaseKind; caseId: number; existing: readonly string[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [addBlocks, { isLoading }] = useAddBlocksMutation();
  const dispatch = useAppDispatch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBlockEntry(text, existing);
    if ('error' in parsed) return setError(parsed.error);
    const result = await addBlocks({ kind, caseId, body: { blocks: parsed.blocks } });
    if ('error' in result) {
      // The server's reason for a block (`blocks.2.code`) or for the whole entry, at the field.
      const reasons = apiFieldErrors(result.error).map((e) => e.message);
      return setError(reasons.length ? reasons.join('; ') : apiErrorMessage(result.error));
    }
    setText('');
    const codes = parsed.blocks.map((b) => b.code);
    dispatch(notify({ severity: 'success', summary: `${codes.length} block${codes.length === 1 ? '' : 's'} added`, detail: codes.join(', ') }));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap align-items-start gap-2" aria-label="Grossing entry">
      <div className="flex-1" style={{ minWidth: '16rem' }}>
        <TextField
          id="block-entry"
          label="Add blocks"
          value={text}
          onChange={(v) => {
            setText(v);
            setError(undefined);
          }}
          error={error}
          hint="Codes and ranges, then the H&E slides per block: A1–A4, B1, 1 slide each"
          placeholder="A1–A4, 1 slide each"
          autoComplete="off"
        />
      </div>
      <Button type="submit" label="Add" icon="pi pi-plus" loading={isLoading} className="mt-4" />
    </form>
  );
}
