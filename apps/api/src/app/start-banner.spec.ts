import { startBanner } from './start-banner.js';

describe('the start banner (issue 26.9)', () => {
  const banner = startBanner({ version: '1.2.3', url: 'http://localhost:3000', demoPassword: 'pathdesk-demo', logLevel: 'warn' });
  const lines = banner.split('\n');

  it('puts the address, the password and each demo account on lines of their own', () => {
    expect(lines).toContain('  Open       http://localhost:3000');
    expect(lines.find((l) => l.includes('pathdesk-demo'))).toMatch(/^\s+Password\s+pathdesk-demo\b/);
    for (const name of ['admin', 'user', 'doctor', 'guest', 'guest2']) expect(lines.some((l) => new RegExp(`^\\s+${name}\\s{3,}\\S`).test(l))).toBe(true);
  });

  it('is plain text, short, and says how to see every request', () => {
    expect(banner).not.toMatch(/[{}"]/);
    expect(lines.length).toBeLessThanOrEqual(16);
    expect(banner).toContain('LOG_LEVEL=log');
    expect(startBanner({ version: '1', url: 'u', demoPassword: 'p', logLevel: 'log' })).not.toContain('LOG_LEVEL=log');
  });
});
