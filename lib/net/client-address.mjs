// The one trusted-proxy rule (docs/decisions/005): the client's address is the connection's
// peer, unless the peer is a proxy listed in ZSAI_TRUSTED_PROXIES; then X-Forwarded-For is
// read from the right, past every listed proxy, to the first address no listed proxy is.
// Plain JavaScript: the portal's request gate loads it before Next starts (no build step).
import { BlockList, isIP } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `::ffff:10.0.0.1` is 10.0.0.1; anything else as written, trimmed. */
export function normalizeAddress(address) {
  const trimmed = address.trim();
  return MAPPED_IPV4.exec(trimmed)?.[1] ?? trimmed;
}

/**
 * Parses `10.0.0.0/8, 127.0.0.1, ::1` (addresses and CIDR ranges, IPv4 or IPv6). Throws an
 * Error naming the entry that is neither.
 */
export function parseTrustedProxies(spec) {
  const list = new BlockList();
  const entries = (spec ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(`ZSAI_TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return { list, size: entries.length };
}

function isTrusted(trusted, address) {
  const family = isIP(address);
  return family !== 0 && trusted.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: `peer` (the socket's remote address) unless it is a trusted proxy;
 * then the X-Forwarded-For hops from the right, skipping trusted proxies. A hop that is not
 * an address was not written by a trusted proxy: the search stops before it.
 */
export function clientAddress(peer, forwardedFor, trusted) {
  let client = normalizeAddress(peer ?? '');
  if (trusted.size === 0 || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map(normalizeAddress);
  while (isTrusted(trusted, client) && hops.length > 0) {
    const next = hops.pop() ?? '';
    if (isIP(next) === 0) break;
    client = next;
  }
  return client;
}
