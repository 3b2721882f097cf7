import { type ApiErrorBody } from '@pathdesk/contracts';
import { translateApiError, translateFieldError } from './api-errors.js';
import { changeLanguage, currentLanguage, fixedT, i18n, registerNamespace } from './i18n.js';

afterEach(() => changeLanguage('en'));

describe('the i18next instance', () => {
  it('starts in English with the bundled common and errors namespaces', () => {
    expect(currentLanguage()).toBe('en');
    expect(fixedT('errors')('unknown')).toBe('Unknown error');
  });

  it("loads a registered namespace's Thai file only when the language becomes Thai", async () => {
    const loadThai = jest.fn(async () => ({ default: { hello: 'สวัสดี' } }));
    registerNamespace('probe', { hello: 'Hello' }, loadThai);
    expect(i18n().t('probe:hello')).toBe('Hello');
    expect(loadThai).not.toHaveBeenCalled();
    await changeLanguage('th');
    expect(loadThai).toHaveBeenCalledTimes(1);
    expect(i18n().t('probe:hello')).toBe('สวัสดี');
    await changeLanguage('en');
    expect(i18n().t('probe:hello')).toBe('Hello');
  });

  it('loads the Thai file of a namespace registered after the switch to Thai', async () => {
    await changeLanguage('th');
    registerNamespace('late', { bye: 'Goodbye' }, async () => ({ default: { bye: 'ลาก่อน' } }));
    await i18n().loadNamespaces('late');
    expect(i18n().t('late:bye')).toBe('ลาก่อน');
  });
});

describe("API errors in the user's language", () => {
  const invalid: ApiErrorBody = {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Invalid input — name: Too small',
    code: 'invalid_input',
    errors: [{ field: 'name', message: 'Too small', code: 'too_small_string', params: { limit: 2 } }],
  };

  it("words the English by the code too (the catalogue's wording)", () => {
    expect(translateApiError(invalid)).toBe('Invalid input — Name must have at least 2 characters');
    expect(translateApiError({ statusCode: 404, error: 'Not Found', message: 'No such case.', code: 'case_not_found' })).toBe('No such case.');
  });

  it('translates the code and its params in Thai, and falls back to the message for an unknown code', async () => {
    await changeLanguage('th');
    expect(translateApiError(invalid)).toBe('ข้อมูลไม่ถูกต้อง — ชื่อ: ต้องมีอย่างน้อย 2 ตัวอักษร');
    expect(translateFieldError({ field: 'qcRate', message: 'x', code: 'too_big_number', params: { limit: 1 } })).toBe('ต้องไม่เกิน 1');
    expect(translateApiError({ statusCode: 429, error: 'Too Many Requests', message: 'Too many', code: 'too_many_attempts', params: { minutes: 5, seconds: 300 } })).toContain(
      '5 นาที',
    );
    // The screener's workload limit (issue 15.4): the declared hours pick their wording (i18next context).
    const overLimit = {
      statusCode: 409,
      error: 'Conflict',
      message: 'x',
      code: 'workload_over_limit',
      params: { screener: 'Screener A', screened: 12, slides: 1, total: 13, limit: 12.5 },
    };
    expect(translateApiError(overLimit)).toContain('เกินเกณฑ์ 12.5 สไลด์ (วันนี้ยังไม่ได้ลงชั่วโมงตรวจ');
    expect(translateApiError({ ...overLimit, params: { ...overLimit.params, hours: 1, context: 'declared' } })).toContain('(ลงชั่วโมงตรวจไว้ 1 ชม.;');
    expect(translateFieldError({ field: 'fields.screenerId', message: 'x', code: 'over_workload_limit', params: { total: 13, limit: 12.5 } })).toBe(
      'เกินเกณฑ์ภาระงาน (13 จาก 12.5 สไลด์)',
    );
    expect(translateApiError({ statusCode: 409, error: 'Conflict', message: 'Something new.', code: 'no_such_code' })).toBe('Something new.');
    // by its code only: a reason without one (another server's) stays as it is, its English never matched
    expect(translateFieldError({ field: 'sex', message: 'must be male, female or unknown', code: 'must_be_male_female_or_unknown' })).toBe('ต้องเป็นชาย หญิง หรือไม่ทราบ');
    expect(translateFieldError({ field: 'sex', message: 'must be male, female or unknown' })).toBe('must be male, female or unknown');
    expect(translateFieldError({ field: 'x', message: 'a reason the web does not know' })).toBe('a reason the web does not know');
  });
});
