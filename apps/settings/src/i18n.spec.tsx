import { act, renderHook } from '@testing-library/react';
import { changeLanguage, i18n } from '@pathdesk/web-data';
import { useSettingsT } from './i18n';
import { roleLabel } from './features/users/role-labels';
import en from './locales/settings/en.json';

afterEach(() => changeLanguage('en'));

describe('the settings namespace (issue 16.1)', () => {
  it("speaks the spec's English until Thai is chosen, without fetching the Thai file", () => {
    const { result } = renderHook(() => useSettingsT());
    expect(result.current.t('users.title')).toBe('Users');
    expect(roleLabel(result.current.t, 'doctor')).toBe('Pathologist');
    expect(i18n().hasResourceBundle('th', 'settings')).toBe(false);
  });

  it('fetches its Thai file on the switch and speaks Thai, then English again', async () => {
    await changeLanguage('th');
    const { result, rerender } = renderHook(() => useSettingsT());
    expect(result.current.t('hospitals.title')).toBe('โรงพยาบาล');
    expect(roleLabel(result.current.t, 'doctor')).toBe('พยาธิแพทย์');
    expect(result.current.t('common.passwordHint', { min: 10 })).toBe('อย่างน้อย 10 ตัวอักษร');
    // An unknown role is shown as it is stored.
    expect(roleLabel(result.current.t, 'auditor')).toBe('auditor');

    await act(() => changeLanguage('en'));
    rerender();
    expect(result.current.t('hospitals.title')).toBe(en.hospitals.title);
  });
});
