import { isRunning, progressPercent, progressText, rememberedJob, rememberJob, runFiles } from './month-end-job';
import { englishT as t } from '../../testing/english-t';

const JOB = '0b9d3f5e-1c2a-4e6f-9a8b-7c6d5e4f3a2b';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the remembered month-end run', () => {
  it('prefers the address, else the kind’s stored run', () => {
    const storage = memoryStorage();
    rememberJob('surgical', JOB, storage);
    expect(rememberedJob('surgical', null, storage)).toBe(JOB);
    expect(rememberedJob('paraffin', null, storage)).toBeNull();
    const other = JOB.replace('0b9d', 'ffff');
    expect(rememberedJob('surgical', other, storage)).toBe(other);
  });

  it('ignores what is not a job id and forgets on dismiss', () => {
    const storage = memoryStorage();
    expect(rememberedJob('surgical', '../../admin', storage)).toBeNull();
    rememberJob('surgical', JOB, storage);
    rememberJob('surgical', null, storage);
    expect(rememberedJob('surgical', null, storage)).toBeNull();
  });
});

describe('progress', () => {
  it('runs while queued or running', () => {
    expect(isRunning({ state: 'queued' })).toBe(true);
    expect(isRunning({ state: 'running' })).toBe(true);
    expect(isRunning({ state: 'done' })).toBe(false);
    expect(isRunning({ state: 'failed' })).toBe(false);
    expect(isRunning(undefined)).toBe(false);
  });

  it('gives the share of payers done, full when done, never over 100', () => {
    expect(progressPercent({ state: 'queued', done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ state: 'running', done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ state: 'running', done: 5, total: 3 })).toBe(100);
    expect(progressPercent({ state: 'done', done: 0, total: 0 })).toBe(100);
  });

  it('says what is happening', () => {
    expect(progressText(t, { state: 'running', done: 2, total: 5, invoiceIds: [], error: null })).toBe('2 of 5 payers done');
    expect(progressText(t, { state: 'running', done: 0, total: 0, invoiceIds: [], error: null })).toBe('Counting the payers…');
    expect(progressText(t, { state: 'done', done: 1, total: 1, invoiceIds: [4], error: null })).toBe('Done: 1 invoice issued.');
    expect(progressText(t, { state: 'failed', done: 1, total: 2, invoiceIds: [], error: 'disk full' })).toBe('Failed: disk full');
    expect(progressText(t, { state: 'done', done: 0, total: 0, invoiceIds: [], error: null })).toBe('Done: nothing to bill, no invoice issued — so no files.');
  });

  it("offers a run's files once made, none for a run that issued nothing, and waits otherwise", () => {
    expect(runFiles({ state: 'done', filesReady: true, invoiceIds: [4] })).toBe('ready');
    expect(runFiles({ state: 'done', filesReady: false, invoiceIds: [] })).toBe('none');
    expect(runFiles({ state: 'done', filesReady: false, invoiceIds: [4] })).toBe('pending');
    expect(runFiles({ state: 'running', filesReady: false, invoiceIds: [] })).toBe('pending');
    expect(runFiles({ state: 'failed', filesReady: false, invoiceIds: [] })).toBe('pending');
  });
});
