import { isIP } from 'node:net';

/** The ranges Express (proxy-addr) knows by name: 127.0.0.1/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const WANTED =
  'TRUST_PROXY takes the addresses or subnets of the proxies in front of the API, comma-separated ' +
  '(10.0.0.5, 10.0.0.0/8, fd00::/8, or loopback, linklocal, uniquelocal); a hop count or "true" would ' +
  'believe X-Forwarded-For from any client that reaches the API directly';

/**
 * TRUST_PROXY as Express's "trust proxy" list (issue 24.15): the proxies whose X-Forwarded-For and
 * X-Forwarded-Proto are believed. Unset, empty or `false`: none. `1`, `true`, other hop counts and
 * a subnet of every address are refused: they trust whichever peer sends the header.
 */
export function trustedProxies(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '' || value.trim() === 'false') return undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxy(entry));
  if (wrong.length) throw new Error(`${WANTED}: ${wrong.map((w) => JSON.stringify(w)).join(', ')} is not one`);
  return entries;
}

function isProxy(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}
