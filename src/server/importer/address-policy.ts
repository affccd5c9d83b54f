import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses an outbound request of a user-supplied URL may connect to.
 * Only globally routable unicast addresses pass; everything else (loopback, private, link-local,
 * CGNAT, multicast, reserved, IPv6 ULA, NAT64, mapped/embedded private IPv4 ...) is refused.
 */
export interface AddressPolicy {
  /** Tests only: also accept loopback (127.0.0.0/8 and ::1). Never set from configuration. */
  allowLoopbackForTests?: boolean;
  /** Any address: a host the instance admin trusts by name (safe-fetch's trustedHosts). */
  allowAny?: boolean;
}

export type AddressVerdict = { ok: true } | { ok: false; reason: string };

function checkV4(addr: ipaddr.IPv4, policy: AddressPolicy): AddressVerdict {
  const range = addr.range();
  if (range === 'unicast') return { ok: true };
  if (range === 'loopback' && policy.allowLoopbackForTests === true) return { ok: true };
  return { ok: false, reason: `IPv4 ${range}` };
}

function v4FromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([(high >> 8) & 0xff, high & 0xff, (low >> 8) & 0xff, low & 0xff]);
}

function checkV6(addr: ipaddr.IPv6, policy: AddressPolicy): AddressVerdict {
  const range = addr.range();
  const p = addr.parts;
  switch (range) {
    case 'ipv4Mapped':
      return checkV4(addr.toIPv4Address(), policy);
    case 'loopback':
      return policy.allowLoopbackForTests === true ? { ok: true } : { ok: false, reason: 'IPv6 loopback' };
    case '6to4': {
      // 2002:AABB:CCDD::/48 carries the IPv4 address AA.BB.CC.DD.
      const inner = checkV4(v4FromWords(p[1], p[2]), {});
      return inner.ok ? { ok: true } : { ok: false, reason: `6to4 embedding ${inner.reason}` };
    }
    case 'teredo': {
      // 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC — server IPv4, then the client IPv4 XOR-ed with 0xffff.
      const server = checkV4(v4FromWords(p[2], p[3]), {});
      const client = checkV4(v4FromWords(p[6] ^ 0xffff, p[7] ^ 0xffff), {});
      if (!server.ok) return { ok: false, reason: `Teredo server ${server.reason}` };
      if (!client.ok) return { ok: false, reason: `Teredo client ${client.reason}` };
      return { ok: true };
    }
    case 'unicast':
      // Only the global unicast block 2000::/3 is routable on the internet; fail closed elsewhere.
      return p[0] >= 0x2000 && p[0] <= 0x3fff ? { ok: true } : { ok: false, reason: 'IPv6 outside 2000::/3' };
    case 'unspecified':
    case 'linkLocal':
    case 'multicast':
    case 'uniqueLocal':
    case 'rfc6145':
    case 'rfc6052':
    case 'benchmarking':
    case 'amt':
    case 'as112v6':
    case 'orchid2':
    case 'droneRemoteIdProtocolEntityTags':
    case 'reserved':
      return { ok: false, reason: `IPv6 ${range}` };
    default:
      // Any range a future ipaddr.js adds is refused until someone decides otherwise.
      return { ok: false, reason: `IPv6 ${String(range)}` };
  }
}

/** Checks one resolved or literal address (any spelling ipaddr.js accepts). */
export function checkAddress(address: string, policy: AddressPolicy = {}): AddressVerdict {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return { ok: false, reason: 'not an IP address' };
  }
  if (policy.allowAny === true) return { ok: true };
  return addr.kind() === 'ipv4' ? checkV4(addr as ipaddr.IPv4, policy) : checkV6(addr as ipaddr.IPv6, policy);
}

/**
 * Reads a URL host as an IP literal in any spelling (dotted, decimal 2130706433, octal 0177.0.0.1,
 * hex 0x7f.1, short 127.1, trailing dot, bracketed IPv6). Returns the canonical address, or null
 * when the host is a name. Throws when the host looks numeric but is not a valid address, so that
 * odd spellings never reach the resolver.
 */
export function hostAsIpLiteral(hostname: string): { address: string; family: 4 | 6 } | null {
  let h = hostname.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) {
    const inner = h.slice(1, -1);
    if (!ipaddr.IPv6.isValid(inner)) throw new Error('invalid IPv6 literal');
    return { address: ipaddr.IPv6.parse(inner).toNormalizedString(), family: 6 };
  }
  if (h.endsWith('.')) h = h.slice(0, -1);
  if (h.includes(':')) {
    if (!ipaddr.IPv6.isValid(h)) throw new Error('invalid IPv6 literal');
    return { address: ipaddr.IPv6.parse(h).toNormalizedString(), family: 6 };
  }
  // Every label numeric (decimal, 0-octal or 0x-hex): the host is an IPv4 address in some spelling.
  const labels = h.split('.');
  const numeric = labels.every((l) => /^(0x[0-9a-f]*|\d+)$/.test(l));
  if (!numeric) return null;
  if (labels.length > 4 || !ipaddr.IPv4.isValid(h)) throw new Error('invalid IPv4 literal');
  return { address: ipaddr.IPv4.parse(h).toString(), family: 4 };
}
