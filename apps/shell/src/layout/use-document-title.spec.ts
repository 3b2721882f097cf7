import { documentTitle } from './use-document-title';

describe('the browser tab title (issue 26.8)', () => {
  it("names the page by its heading, then the product's name", () => {
    expect(documentTitle('Surgical cases')).toBe('Surgical cases · PathDesk');
    expect(documentTitle('  เคส\n ศัลยพยาธิ ')).toBe('เคส ศัลยพยาธิ · PathDesk');
  });

  it('is the product alone while the page has no heading', () => {
    expect(documentTitle(null)).toBe('PathDesk');
    expect(documentTitle('')).toBe('PathDesk');
    expect(documentTitle('PathDesk')).toBe('PathDesk');
  });
});
