import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { TEST_JWT_SECRET } from '@hiring/service-kit/testing';
import { loadGatewayConfig } from '@hiring/gateway';
import { loadAuthConfig } from '@hiring/auth';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Issue 12: a placeholder JWT_SECRET let anyone mint an admin token. */
describe('JWT_SECRET must be a generated secret', () => {
  const placeholders = [
    'change-me-in-production-please-32chars',
    'replace-with-at-least-32-random-characters',
    'changeme'.repeat(5),
    'secret'.repeat(6),
    'a'.repeat(64),
  ];

  it.each(placeholders)('the gateway and the services refuse %s', (value) => {
    expect(() => loadGatewayConfig({ JWT_SECRET: value })).toThrow(/JWT_SECRET/);
    expect(() => loadAuthConfig({ JWT_SECRET: value })).toThrow(/JWT_SECRET/);
  });

  it('accepts the test secret and a generated one', () => {
    expect(loadGatewayConfig({ JWT_SECRET: TEST_JWT_SECRET }).JWT_SECRET).toBe(TEST_JWT_SECRET);
    const generated = 'f6616a35be9b9344b133aab6e2946630905078096a176c711deba60b553bd60d';
    expect(loadAuthConfig({ JWT_SECRET: generated }).JWT_SECRET).toBe(generated);
  });

  it('the k8s Secret template carries no value: the operator creates it', () => {
    const [secret] = parseAllDocuments(readFileSync(`${root}deploy/k8s/secret.example.yaml`, 'utf8')).map(
      (d) => d.toJS() as { stringData: Record<string, string> },
    );
    expect(secret!.stringData['JWT_SECRET']).toBe('');
  });
});
