import { describe, expect, it } from '@jest/globals';
import { addressSourceOf, clientIpOf } from './client-ip.js';
import { hasInternalCredential } from './internal-credential.js';

describe('clientIpOf', () => {
  const request = (fromGateway: boolean) => ({ ip: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }, fromGateway });

  it('believes x-forwarded-for only on requests from the gateway', () => {
    expect(clientIpOf(request(true))).toBe('203.0.113.9');
    expect(clientIpOf(request(false))).toBe('10.0.0.5');
  });
});

describe('hasInternalCredential', () => {
  it('accepts exactly the secret', () => {
    const secret = 'internal-4f8a9c2e71b3d6058e1f7a2c9b4d3e6f';
    expect(hasInternalCredential(secret, secret)).toBe(true);
    expect(hasInternalCredential(`${secret}x`, secret)).toBe(false);
    expect(hasInternalCredential(undefined, secret)).toBe(false);
    expect(hasInternalCredential('', secret)).toBe(false);
  });
});

describe('addressSourceOf', () => {
  it('keeps IPv4 addresses and groups IPv6 addresses by /64', () => {
    expect(addressSourceOf('203.0.113.9')).toBe('203.0.113.9');
    expect(addressSourceOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressSourceOf('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
    expect(addressSourceOf('2001:0DB8:00aa:0001:ffff:1:2:3')).toBe('2001:db8:aa:1::/64');
    expect(addressSourceOf('[2001:db8:aa:1:dead:beef:0:1]')).toBe('2001:db8:aa:1::/64');
    expect(addressSourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSourceOf('2001:db8:aa:2::1')).not.toBe(addressSourceOf('2001:db8:aa:1::1'));
    expect(addressSourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressSourceOf(undefined)).toBe('unknown');
  });
});
