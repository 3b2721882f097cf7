import { updateParaffinSchema, createParaffinSchema } from '@pathdesk/contracts/schemas';
import type { ParaffinDto } from '@pathdesk/contracts';
import { createParaffinBody, dayToDate, emptyParaffinForm, paraffinMoveBody, paraffinMoves, paraffinToForm, parsePayerKey, updateParaffinBody } from './paraffin-form-model';

const stored = {
  id: 5,
  version: 3,
  requester: 'Dr Somchai, Chiang Mai Hospital',
  hospitalId: 2,
  billTo: null,
  purpose: 'Second opinion',
  items: [
    { blockId: 11, blockCode: 'A1', type: 'unstained-slides', count: 5 },
    { blockId: 12, blockCode: 'A2', type: 'unstained-slides', count: 5 },
  ],
  status: 'sent',
  sentDate: '2026-11-02',
  courierNote: 'Kerry EX123',
  dueBackDate: '2026-12-01',
  returnedDate: null,
  fee: '300.00',
  note: null,
} as unknown as ParaffinDto;

describe('the paraffin request form', () => {
  it('lends whole blocks one each, unstained slides by the count per block', () => {
    const form = { ...emptyParaffinForm(), requester: 'Siriraj', purpose: 'Molecular testing', blockIds: [11, 12], fee: 250, dueBackDate: new Date(2026, 11, 24) };
    expect(createParaffinBody(form)).toEqual({
      requester: 'Siriraj',
      hospitalId: null,
      billTo: null,
      purpose: 'Molecular testing',
      items: [
        { blockId: 11, type: 'block', count: 1 },
        { blockId: 12, type: 'block', count: 1 },
      ],
      dueBackDate: '2026-12-24',
      fee: 250,
      note: '',
    });
    expect(createParaffinBody({ ...form, itemType: 'unstained-slides', slidesPerBlock: 4 }).items).toEqual([
      { blockId: 11, type: 'unstained-slides', count: 4 },
      { blockId: 12, type: 'unstained-slides', count: 4 },
    ]);
  });

  it("bills the fee to the payer chosen (the requesting centre), else to the case's payer", () => {
    const form = { ...emptyParaffinForm(), requester: 'Dr Anan, Siriraj', purpose: 'Second opinion', blockIds: [11], fee: 400 };
    expect(createParaffinBody({ ...form, billTo: 'hospital:7' }).billTo).toEqual({ type: 'hospital', id: 7 });
    expect(createParaffinBody({ ...form, billTo: 'company:5' }).billTo).toEqual({ type: 'company', id: 5 });
    expect(createParaffinBody(form).billTo).toBeNull();
    expect(parsePayerKey('patient:1')).toBeNull();
    const billed = { ...stored, billTo: { type: 'company', id: 5, name: 'บริษัท ประกัน' } } as ParaffinDto;
    expect(paraffinToForm(billed).billTo).toBe('company:5');
    expect(updateParaffinBody(paraffinToForm(billed), billed).billTo).toEqual({ type: 'company', id: 5 });
    expect(createParaffinSchema.safeParse(createParaffinBody({ ...form, billTo: 'hospital:7' })).success).toBe(true);
  });

  it('reads a stored request back into the form, dates as local days, and writes the same request', () => {
    const form = paraffinToForm(stored);
    expect(form).toMatchObject({ blockIds: [11, 12], itemType: 'unstained-slides', slidesPerBlock: 5, fee: 300, courierNote: 'Kerry EX123' });
    expect(form.sentDate).toEqual(new Date(2026, 10, 2));
    expect(updateParaffinBody(form, stored)).toMatchObject({
      version: 3,
      sentDate: '2026-11-02',
      dueBackDate: '2026-12-01',
      returnedDate: null,
      items: stored.items.map(({ blockCode: _, ...i }) => i),
    });
    expect(dayToDate(null)).toBeNull();
  });

  it('is refused by the request schema with the reason at the field: no items, no requester, returned before sent', () => {
    const empty = createParaffinSchema.safeParse(createParaffinBody(emptyParaffinForm()));
    expect(empty.success).toBe(false);
    const paths = empty.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['requester', 'purpose', 'items']));

    const early = updateParaffinSchema.safeParse(updateParaffinBody({ ...paraffinToForm(stored), returnedDate: new Date(2026, 10, 1) }, stored));
    expect(early.error!.issues).toEqual([expect.objectContaining({ path: ['returnedDate'], message: 'cannot be before the sent date' })]);
  });

  it('moves a request: sent with its day and courier note, returned with its day, kept', () => {
    expect(paraffinMoves('requested')).toEqual(['sent']);
    expect(paraffinMoves('sent')).toEqual(['returned', 'kept']);
    expect(paraffinMoves('returned')).toEqual([]);
    expect(paraffinMoveBody(stored, 'sent', new Date(2026, 10, 3), 'EMS')).toEqual({ version: 3, status: 'sent', sentDate: '2026-11-03', courierNote: 'EMS' });
    expect(paraffinMoveBody(stored, 'returned', new Date(2026, 11, 1))).toEqual({ version: 3, status: 'returned', returnedDate: '2026-12-01' });
    expect(paraffinMoveBody(stored, 'kept', null)).toEqual({ version: 3, status: 'kept' });
  });
});
