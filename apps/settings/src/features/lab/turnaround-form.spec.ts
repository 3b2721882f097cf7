import { changeLanguage } from '@pathdesk/web-data';
import { updateTurnaroundSchema } from '@pathdesk/contracts/schemas';
import { missingClosureDays, toTurnaroundForm, toTurnaroundRequest, turnaroundErrors } from './turnaround-form';

const stored = {
  targets: [
    { kind: 'surgical' as const, days: 2, share: 0.9 },
    { kind: 'gynecological' as const, days: 3, share: 0.85 },
  ],
  closures: [{ from: '2026-12-28', to: '2026-12-30', reason: 'ปิดปรับปรุงห้องแล็บ' }],
  updatedAt: null,
  updatedBy: null,
};

describe('the turnaround form', () => {
  it('shows shares as percentages, a kind without a stored target at its default, and closures as dates', () => {
    const form = toTurnaroundForm(stored);
    expect(form.targets).toEqual([
      { kind: 'surgical', days: 2, percent: 90 },
      { kind: 'cytological', days: 2, percent: 80 },
      { kind: 'gynecological', days: 3, percent: 85 },
    ]);
    expect(form.closures[0]!.from).toEqual(new Date(2026, 11, 28));
  });

  it('gives back the stored settings unchanged, Thai text intact', () => {
    const request = toTurnaroundRequest(toTurnaroundForm(stored));
    expect(request.closures).toEqual(stored.closures);
    expect(updateTurnaroundSchema.safeParse(request).success).toBe(true);
  });

  it('puts the schema’s reasons on the fields: a share out of range, a closure ending before it starts, a blank reason', () => {
    const form = toTurnaroundForm(stored);
    form.targets[1]!.percent = 0;
    form.closures = [{ from: new Date(2026, 11, 30), to: new Date(2026, 11, 28), reason: ' ' }];
    const parsed = updateTurnaroundSchema.safeParse(toTurnaroundRequest(form));
    expect(parsed.success).toBe(false);
    const errors = turnaroundErrors(parsed.error!.issues);
    expect(errors['targets.1.percent']).toBe('must be between 1% and 100%');
    expect(errors['closures.0.to']).toBe('must not be before from');
    expect(errors['closures.0.reason']).toBeDefined();
  });

  it('reads the server’s field names the same way', () => {
    expect(turnaroundErrors([{ field: 'targets.0.days', message: 'must be a whole number of working days' }])).toEqual({
      'targets.0.days': 'must be a whole number of working days',
    });
  });

  it('asks for a closure’s first day before anything else', () => {
    const form = toTurnaroundForm(stored);
    form.closures.push({ from: null, to: null, reason: '' });
    expect(missingClosureDays(form)).toEqual({ 'closures.1.from': 'choose the first day' });
    expect(missingClosureDays(toTurnaroundForm(stored))).toEqual({});
  });
});

describe('turnaroundErrors in Thai (issue 16.1)', () => {
  afterEach(() => changeLanguage('en'));

  it("gives the shared schema's reasons in the user's language", async () => {
    await changeLanguage('th');
    expect(turnaroundErrors([{ field: 'targets.0.days', message: 'must be a whole number of working days' }])).toEqual({ 'targets.0.days': 'ต้องเป็นจำนวนวันทำการเต็มวัน' });
  });
});
