import { describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

/** The manifests cannot be applied here; this keeps their security settings from drifting. */
const dir = fileURLToPath(new URL('./', import.meta.url));
const docs = (file: string) => parseAllDocuments(readFileSync(`${dir}${file}`, 'utf8')).map((d) => d.toJS() as Record<string, unknown>);
type Env = { name: string; value?: string; valueFrom?: { secretKeyRef?: { key: string; optional?: boolean } } };
const envOf = (file: string): Env[] => {
  const deployment = docs(file).find((d) => d['kind'] === 'Deployment') as { spec: { template: { spec: { containers: { env: Env[] }[] } } } };
  return deployment.spec.template.spec.containers[0]!.env;
};
const SERVICES = ['auth', 'candidate', 'interviews', 'company', 'billing', 'ingestion'];

describe('deploy/k8s', () => {
  it.each(SERVICES)('%s takes its secrets (internal credential, Mongo user, Kafka SCRAM password) from hm-secrets', (service) => {
    const env = envOf(`${service}.yaml`);
    for (const key of ['JWT_SECRET', 'INTERNAL_API_SECRET', 'MONGO_URL', 'KAFKA_SASL_PASSWORD']) {
      const entry = env.find((e) => e.name === key);
      expect({ key, ref: entry?.valueFrom?.secretKeyRef?.key, optional: entry?.valueFrom?.secretKeyRef?.optional }).toEqual({ key, ref: key, optional: undefined });
    }
  });

  it('the gateway sends the internal credential and trusts only the ingress for client addresses', () => {
    const env = envOf('gateway.yaml');
    expect(env.find((e) => e.name === 'INTERNAL_API_SECRET')?.valueFrom?.secretKeyRef?.key).toBe('INTERNAL_API_SECRET');
    expect(env.find((e) => e.name === 'TRUST_PROXY')?.value).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+/);
  });

  it('lets only the gateway reach the services (NetworkPolicy, listed in the kustomization)', () => {
    expect(readFileSync(`${dir}kustomization.yaml`, 'utf8')).toContain('networkpolicy.yaml');
    const policy = docs('networkpolicy.yaml').find((d) => (d['metadata'] as { name: string }).name === 'services-from-gateway-only') as {
      spec: { podSelector: { matchExpressions: { values: string[] }[] }; ingress: { from: { podSelector: { matchLabels: Record<string, string> } }[] }[] };
    };
    expect(policy.spec.podSelector.matchExpressions[0]!.values.sort()).toEqual([...SERVICES].sort());
    expect(policy.spec.ingress).toHaveLength(1);
    expect(policy.spec.ingress[0]!.from).toEqual([{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }]);
  });

  it('configures Kafka SASL/SCRAM and keeps no secret in the ConfigMap', () => {
    const config = docs('configmap.yaml')[0]!['data'] as Record<string, string>;
    expect(config['KAFKA_SASL_MECHANISM']).toBe('scram-sha-512');
    expect(Object.keys(config)).not.toEqual(expect.arrayContaining(['MONGO_URL']));
    const secret = docs('secret.example.yaml')[0]!['stringData'] as Record<string, string>;
    for (const key of ['JWT_SECRET', 'INTERNAL_API_SECRET', 'MONGO_URL', 'KAFKA_SASL_PASSWORD']) expect(secret[key]).toBe('');
  });

  // kubeconform (built with `go install`) against the Kubernetes 1.33 JSON schemas, offline and
  // strict (see kubeconform.sh). First run: about 10 s (build and schema download); then 1 s.
  it('every manifest is valid Kubernetes (kubeconform -strict, 22 resources)', () => {
    const output = execFileSync('bash', [`${dir}kubeconform.sh`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output.trim().split('\n').at(-1)).toBe('Summary: 22 resources found in 13 files - Valid: 22, Invalid: 0, Errors: 0, Skipped: 0');
  }, 180_000);

  it('kubeconform refuses a field Kubernetes does not know and a wrong type (so the check above can fail)', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'hm-kubeconform-'));
    try {
      const gateway = readFileSync(`${dir}gateway.yaml`, 'utf8');
      writeFileSync(join(scratch, 'unknown-field.yaml'), gateway.replace(/^spec:$/m, 'spec:\n  replicaCount: 2'));
      writeFileSync(join(scratch, 'wrong-type.yaml'), gateway.replace(/containerPort: (\d+)/, 'containerPort: "$1"'));
      const run = spawnSync('bash', [`${dir}kubeconform.sh`, join(scratch, 'unknown-field.yaml'), join(scratch, 'wrong-type.yaml')], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/unknown-field\.yaml - Deployment gateway is invalid: .*additional properties 'replicaCount' not allowed/);
      expect(run.stdout).toMatch(/wrong-type\.yaml - Deployment gateway is invalid: .*containerPort/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 180_000);
});
