import { describe, expect, it } from 'vitest';
import { checkAddress, hostAsIpLiteral } from './address-policy.ts';

describe('checkAddress', () => {
  it('accepts public unicast addresses', () => {
    for (const a of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:93.184.216.34',
      '2002:5db8:d822::1',
    ]) {
      expect(checkAddress(a)).toEqual({ ok: true });
    }
  });

  it('refuses internal and special addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      'fc00::1',
      'fe80::1%eth0',
      'fec0::1',
      '64:ff9b::808:808',
      '4000::1',
    ]) {
      expect(checkAddress(a).ok).toBe(false);
    }
  });

  it('lets loopback through only with the test option, and nothing else', () => {
    expect(checkAddress('127.0.0.1', { allowLoopbackForTests: true })).toEqual({ ok: true });
    expect(checkAddress('::1', { allowLoopbackForTests: true })).toEqual({ ok: true });
    expect(checkAddress('10.0.0.1', { allowLoopbackForTests: true }).ok).toBe(false);
    expect(checkAddress('::ffff:10.0.0.1', { allowLoopbackForTests: true }).ok).toBe(false);
  });

  it('refuses text that is not an address', () => {
    expect(checkAddress('example.com').ok).toBe(false);
  });
});

describe('hostAsIpLiteral', () => {
  it('reads every numeric spelling of an IPv4 host', () => {
    for (const h of ['2130706433', '0177.0.0.1', '0x7f.1', '0x7f000001', '127.1', '127.0.0.1.', '017700000001']) {
      expect(hostAsIpLiteral(h)).toEqual({ address: '127.0.0.1', family: 4 });
    }
  });

  it('reads bracketed IPv6', () => {
    expect(hostAsIpLiteral('[::ffff:7f00:1]')).toEqual({ address: '0:0:0:0:0:ffff:7f00:1', family: 6 });
  });

  it('returns null for names and throws for malformed numeric hosts', () => {
    expect(hostAsIpLiteral('example.com')).toBeNull();
    expect(hostAsIpLiteral('0x7f.example')).toBeNull();
    expect(() => hostAsIpLiteral('08.1.1.1')).toThrow();
    expect(() => hostAsIpLiteral('1.2.3.4.5')).toThrow();
  });
});
