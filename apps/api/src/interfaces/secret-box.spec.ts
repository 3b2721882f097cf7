import { randomBytes } from 'node:crypto';
import { open, seal } from './secret-box.js';

describe('secret box (HOSxP passwords at rest, issue 29.5)', () => {
  const key = randomBytes(32);

  it('seals a password so that only the key opens it, differently each time', () => {
    const a = seal(key, 'hosxp-pass');
    expect(a).not.toContain('hosxp-pass');
    expect(seal(key, 'hosxp-pass')).not.toBe(a);
    expect(open(key, a)).toBe('hosxp-pass');
    expect(() => open(randomBytes(32), a)).toThrow();
  });

  it('refuses a tampered or malformed secret', () => {
    const [v, iv, tag, data] = seal(key, 'x').split(':');
    expect(() => open(key, [v, iv, tag, `${data}A`].join(':'))).toThrow();
    expect(() => open(key, 'plain')).toThrow(/not a sealed secret/);
  });
});
