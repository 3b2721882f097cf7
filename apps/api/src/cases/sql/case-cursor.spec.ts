import { BadRequestException } from '@nestjs/common';
import { decodeCursor, encodeCursor, type CaseCursor } from './case-cursor.js';

function errorOf(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
    throw error;
  }
  throw new Error('expected a 400');
}

describe('case cursors', () => {
  const byDate: CaseCursor = { sortField: 'receivedAt', sortOrder: -1, value: '2026-11-21T03:04:05.123456Z', id: 42 };

  it('round-trip, opaque and URL-safe', () => {
    const text = encodeCursor(byDate);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, 'receivedAt', -1)).toEqual(byDate);
    const byNumber: CaseCursor = { sortField: 'accessionNo', sortOrder: 1, value: 'S69-00042', id: 7 };
    expect(decodeCursor(encodeCursor(byNumber), 'accessionNo', 1)).toEqual(byNumber);
  });

  it('refuse sorts without a keyset, another sort, and anything that is not a cursor (400 naming cursor)', () => {
    expect(errorOf(() => decodeCursor(encodeCursor(byDate), 'patientName', -1))).toEqual({
      message: 'Invalid input — cursor: works only with the sorts by receivedAt and accessionNo',
      errors: [{ field: 'cursor', message: 'works only with the sorts by receivedAt and accessionNo' }],
      code: 'invalid_input',
    });
    expect(errorOf(() => decodeCursor(encodeCursor(byDate), 'receivedAt', 1))).toMatchObject({
      errors: [{ field: 'cursor', message: expect.stringMatching(/another sort order/) }],
    });
    expect(errorOf(() => decodeCursor(encodeCursor(byDate), 'accessionNo', -1))).toMatchObject({ errors: [{ field: 'cursor' }] });
    const forged = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const text of [
      'not-a-cursor',
      forged({ s: 'receivedAt', o: -1, v: "2026-01-01'; drop table x", id: 1 }),
      forged({ s: 'receivedAt', o: -1, v: '2026-01-01T00:00:00Z', id: -1 }),
      forged({ s: 'receivedAt', o: 2, v: '2026-01-01T00:00:00Z', id: 1 }),
      forged({ s: 'receivedAt', o: -1, v: 5, id: 1 }),
      forged([]),
      Buffer.from('null').toString('base64url'),
    ]) {
      expect(errorOf(() => decodeCursor(text, 'receivedAt', -1))).toMatchObject({ errors: [{ field: 'cursor', message: 'is not a cursor of this list' }] });
    }
  });
});
