import { describe, expect, it } from '@jest/globals';
import { ADDRESS_MESSAGES, checkTarget, nonPublicRange } from '../../src/domain/webhooks/address-policy.js';

/** SSRF: which addresses a webhook may go to (docs/decisions/webhooks.md). */
describe('the webhook address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
  ])('classifies %s as %s (not public)', (address, range) => {
    expect(nonPublicRange(address)).toBe(range);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '::ffff:8.8.8.8'])('lets public %s through', (address) => {
    expect(nonPublicRange(address)).toBeNull();
  });

  const production = { blockPrivate: true };
  const development = { blockPrivate: false };
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses in production any host with a non-public address among its answers', async () => {
    await expect(checkTarget('https://rebind.example/hook', production, resolvesTo('93.184.215.14', '10.0.0.7'))).rejects.toThrow(
      ADDRESS_MESSAGES.privateAddress('rebind.example', '10.0.0.7'),
    );
    await expect(checkTarget('https://[::ffff:7f00:1]/hook', production)).rejects.toThrow(/private, loopback or link-local/);
    const ok = await checkTarget('https://hooks.example/x', production, resolvesTo('93.184.215.14'));
    expect(ok).toMatchObject({ address: '93.184.215.14', family: 4 });
    await expect(checkTarget('http://hooks.example/x', production, resolvesTo('93.184.215.14'))).rejects.toThrow(ADDRESS_MESSAGES.httpsOnly);
  });

  it('allows in development http to loopback only, and https anywhere', async () => {
    await expect(checkTarget('http://127.0.0.1:9/x', development)).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(checkTarget('http://[::1]:9/x', development)).resolves.toMatchObject({ address: '::1', family: 6 });
    await expect(checkTarget('http://hooks.example/x', development, resolvesTo('93.184.215.14'))).rejects.toThrow(ADDRESS_MESSAGES.httpsOnly);
    await expect(checkTarget('https://10.0.0.1/x', development)).resolves.toMatchObject({ address: '10.0.0.1' });
  });

  it('refuses what is not an http(s) URL, and credentials in it', async () => {
    for (const url of ['ftp://example.com/x', 'not a url', 'file:///etc/passwd'])
      await expect(checkTarget(url, development)).rejects.toThrow(ADDRESS_MESSAGES.invalidUrl);
    await expect(checkTarget('https://user:pw@example.com/x', development)).rejects.toThrow(ADDRESS_MESSAGES.credentials);
  });
});
