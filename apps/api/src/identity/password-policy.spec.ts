import { weakPasswordReason } from './password-policy.js';

describe('weakPasswordReason', () => {
  it.each([
    ['        ', 'must not be blank'],
    ['\t \n  \u00a0 ', 'must not be blank'],
    ['Dr.Somchai', 'must not be the username'],
    ['password', 'is one of the most common passwords: choose another'],
    ['PASSWORD', 'is one of the most common passwords: choose another'],
    ['12345678', 'is one of the most common passwords: choose another'],
    ['qwertyui', 'is one of the most common passwords: choose another'],
    ['aaaaaaaa', 'needs at least 4 different characters'],
    ['abababab', 'needs at least 4 different characters'],
  ])('refuses %j: %s', (password, reason) => {
    expect(weakPasswordReason(password, 'dr.somchai')).toBe(reason);
  });

  it.each(['pathdesk-demo', 'correct horse battery staple', 'ห้องแล็บพยาธิ 2569'])('accepts %j', (password) => {
    expect(weakPasswordReason(password, 'dr.somchai')).toBeUndefined();
  });
});
