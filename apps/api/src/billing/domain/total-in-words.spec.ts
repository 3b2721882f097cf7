import { totalInWords } from './total-in-words.js';

describe('the total in Thai words', () => {
  it.each([
    [120000, 'หนึ่งพันสองร้อยบาทถ้วน'],
    [123450, 'หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์'],
    [2100, 'ยี่สิบเอ็ดบาทถ้วน'],
  ])('%i satang → %s', (satang, words) => {
    expect(totalInWords(satang)).toBe(words);
  });
});
