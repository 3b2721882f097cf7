import { roomRows } from './use-lazy-table';

describe("a lazy table's room (issues 18 and 26.8)", () => {
  it('keeps a whole page while the first rows load', () => {
    expect(roomRows(10, true, 0)).toBe(10);
  });

  it('shrinks to the rows shown once loaded: no blank page under a short list', () => {
    expect(roomRows(10, false, 2)).toBe(2);
    expect(roomRows(10, false, 10)).toBe(10);
  });

  it('keeps one row for the empty message', () => {
    expect(roomRows(10, false, 0)).toBe(1);
  });

  it('keeps the rows on screen while the next page loads', () => {
    expect(roomRows(20, true, 3)).toBe(3);
  });
});
