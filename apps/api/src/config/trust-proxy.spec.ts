import { trustedProxies } from './trust-proxy.js';

describe('TRUST_PROXY: the proxies whose X-Forwarded-* are believed (issue 24.15)', () => {
  it('takes addresses, subnets and the named ranges, comma-separated', () => {
    expect(trustedProxies('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trustedProxies(' 10.0.0.0/8, 192.168.1.10 ,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
    expect(trustedProxies('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(trustedProxies('::1')).toEqual(['::1']);
  });

  it('trusts no proxy when unset, empty or false', () => {
    expect(trustedProxies(undefined)).toBeUndefined();
    expect(trustedProxies('')).toBeUndefined();
    expect(trustedProxies('false')).toBeUndefined();
  });

  it.each(['1', '2', 'true', '0.0.0.0/0', '::/0', '10.0.0.0/33', '10.0.0', 'example.org', '10.0.0.5,', '*'])('refuses %j, naming what it wants', (value) => {
    expect(() => trustedProxies(value)).toThrow(/TRUST_PROXY.*addresses/);
  });
});
