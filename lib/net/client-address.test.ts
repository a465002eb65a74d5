import { clientAddress, normalizeAddress, parseTrustedProxies } from './client-address.mjs';

// The one trusted-proxy rule (issue 31): X-Forwarded-For counts only through listed proxies.

const none = parseTrustedProxies(undefined);
const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, fd00::/8');

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever the client writes', () => {
    expect(clientAddress('203.0.113.7', '1.2.3.4', none)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, none)).toBe('203.0.113.7');
  });

  it('is the peer when the peer is not a listed proxy', () => {
    expect(clientAddress('203.0.113.7', '1.2.3.4', proxies)).toBe('203.0.113.7');
  });

  it('reads from the right past every listed proxy', () => {
    // The client forged 1.2.3.4; the proxy appended the address it saw.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.9', proxies)).toBe('198.51.100.9');
    expect(clientAddress('127.0.0.1', '198.51.100.9, 10.1.2.3', proxies)).toBe('198.51.100.9');
    expect(clientAddress('fd00::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
  });

  it('stops at a hop that is not an address', () => {
    expect(clientAddress('10.0.0.2', 'unknown', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.9, garbage', proxies)).toBe('10.0.0.2');
  });

  it('is the leftmost hop when every hop is a listed proxy', () => {
    expect(clientAddress('10.0.0.2', '10.0.0.3, 10.0.0.4', proxies)).toBe('10.0.0.3');
  });
});

describe('parseTrustedProxies', () => {
  it('names an entry that is not an address or a range', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.local')).toThrow(/"proxy.local"/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
  });

  it('accepts nothing as no proxy', () => {
    expect(parseTrustedProxies(' , ').size).toBe(0);
  });
});

test('normalizeAddress unwraps IPv4-mapped IPv6', () => {
  expect(normalizeAddress(' ::ffff:192.0.2.1 ')).toBe('192.0.2.1');
  expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
});
