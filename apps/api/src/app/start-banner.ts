/** The demo accounts a development start creates (seed/initial-accounts.ts), as the banner lists them. */
const DEMO_ACCOUNTS: readonly [username: string, who: string][] = [
  ['admin', 'administrator'],
  ['user', 'lab staff'],
  ['doctor', 'pathologist'],
  ['guest', "hospital BKV's reader"],
  ['guest2', "hospital RKK's reader"],
];

/**
 * What `npm start` prints when it is ready outside production (issue 26.9): plain lines a person
 * reads — the address, then the demo accounts and their password each on its own line. The JSON
 * logs stay the format of production and of anything that collects them.
 */
export function startBanner({ version, url, demoPassword, logLevel }: { version: string; url: string; demoPassword: string; logLevel: string }): string {
  const width = Math.max(...DEMO_ACCOUNTS.map(([name]) => name.length));
  return [
    '',
    `  PathDesk ${version} is ready`,
    '',
    `  Open       ${url}`,
    `  Password   ${demoPassword}   (every demo account; DEMO_PASSWORD)`,
    '  Accounts',
    ...DEMO_ACCOUNTS.map(([name, who]) => `    ${name.padEnd(width)}   ${who}`),
    '',
    logLevel === 'warn' ? '  Logs: warnings and errors only (LOG_LEVEL=log shows every request). Stop with Ctrl+C.' : '  Stop with Ctrl+C.',
    '',
  ].join('\n');
}
