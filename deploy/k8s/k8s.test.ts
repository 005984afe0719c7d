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
      expect({ key, ref: entry?.valueFrom?.secretKeyRef?.key, optional: entry?.valueFrom?.secretKeyRef?.optional }).toEqual({
        key,
        ref: key,
        optional: undefined,
      });
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

  it('lets the other services reach auth for the keys that seal events, and only its port', () => {
    const policy = docs('networkpolicy.yaml').find((d) => (d['metadata'] as { name: string }).name === 'auth-keys-from-services') as {
      spec: {
        podSelector: { matchLabels: Record<string, string> };
        ingress: { from: { podSelector: { matchExpressions: { values: string[] }[] } }[]; ports: { port: number }[] }[];
      };
    };
    expect(policy.spec.podSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'auth' });
    expect(policy.spec.ingress[0]!.from[0]!.podSelector.matchExpressions[0]!.values.sort()).toEqual(SERVICES.filter((s) => s !== 'auth').sort());
    expect(policy.spec.ingress[0]!.ports).toEqual([{ port: 4001 }]);
    const config = docs('configmap.yaml')[0]!['data'] as Record<string, string>;
    expect(config['PERSON_KEYS_URL']).toBe('http://auth:4001');
  });

  it('runs search on a three-node OpenSearch cluster that only the company service reaches, its index with a copy of every shard', () => {
    expect(readFileSync(`${dir}kustomization.yaml`, 'utf8')).toContain('opensearch.yaml');
    const [client, cluster, statefulSet] = docs('opensearch.yaml') as {
      kind: string;
      metadata: { name: string };
      spec: Record<string, unknown> & { template?: { spec: { containers: { env: Env[] }[] } } };
    }[];
    expect([client!.kind, client!.metadata.name, cluster!.kind, cluster!.spec['clusterIP'], statefulSet!.kind]).toEqual([
      'Service',
      'opensearch',
      'Service',
      'None',
      'StatefulSet',
    ]);
    expect(statefulSet!.spec['replicas']).toBe(3);
    const env = Object.fromEntries(statefulSet!.spec.template!.spec.containers[0]!.env.map((e) => [e.name, e.value]));
    expect(env['discovery.seed_hosts']).toBe(cluster!.metadata.name);
    expect(env['cluster.initial_cluster_manager_nodes']).toBe('opensearch-0,opensearch-1,opensearch-2');
    const config = docs('configmap.yaml')[0]!['data'] as Record<string, string>;
    expect([config['OPENSEARCH_URL'], config['OPENSEARCH_SHARDS'], config['OPENSEARCH_REPLICAS']]).toEqual(['http://opensearch:9200', '3', '1']);
    const policy = docs('networkpolicy.yaml').find((d) => (d['metadata'] as { name: string }).name === 'opensearch-from-company-only') as {
      spec: { ingress: { from: { podSelector: { matchLabels: Record<string, string> } }[]; ports: { port: number }[] }[] };
    };
    expect(policy.spec.ingress.map((rule) => [rule.from[0]!.podSelector.matchLabels['app.kubernetes.io/name'], rule.ports[0]!.port])).toEqual([
      ['company', 9200],
      ['opensearch', 9300],
    ]);
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
  it('every manifest is valid Kubernetes (kubeconform -strict, 28 resources)', () => {
    const output = execFileSync('bash', [`${dir}kubeconform.sh`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output.trim().split('\n').at(-1)).toBe('Summary: 28 resources found in 14 files - Valid: 28, Invalid: 0, Errors: 0, Skipped: 0');
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

  // deploy/containers/kube-local.mjs turns these manifests into Pods for `podman kube play` (the
  // kube journey, deploy/containers/journeys.test.ts, runs them); this checks its output.
  it('kube-local.mjs: one Pod per Deployment named after its Service, secrets resolved, probes Podman can run', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'hm-kube-local-'));
    try {
      const secret = join(scratch, 'secret.yaml');
      writeFileSync(secret, readFileSync(`${dir}secret.example.yaml`, 'utf8').replace('JWT_SECRET: ""', 'JWT_SECRET: "jwt-value"'));
      const script = fileURLToPath(new URL('../containers/kube-local.mjs', import.meta.url));
      const run = spawnSync(
        process.execPath,
        [script, '--out', scratch, '--secret', secret, '--tag', 'local', '--config', 'LOG_LEVEL=warn', '--publish', 'gateway:4000=127.0.0.1:19660'],
        { encoding: 'utf8' },
      );
      expect(run.status).toBe(0);
      expect(run.stderr).toContain(
        'not played: Namespace hiring-marketplace (namespace.yaml), StatefulSet opensearch (opensearch.yaml), Ingress gateway (ingress.yaml), PodDisruptionBudget gateway (pdb.yaml)',
      );
      type Container = {
        image: string;
        env: { name: string; value?: string; valueFrom?: unknown }[];
        livenessProbe?: { exec?: { command: string[] } };
        ports?: { containerPort: number; hostPort?: number }[];
      };
      const pods = parseAllDocuments(readFileSync(join(scratch, 'pods.yaml'), 'utf8')).map(
        (d) => d.toJS() as { kind: string; metadata: { name: string }; spec: { restartPolicy: string; containers: Container[] } },
      );
      expect(pods.map((p) => p.metadata.name)).toEqual(['mongo', 'kafka-bootstrap', 'stripe-mock', 'mailpit', 'opensearch', ...SERVICES, 'gateway']);
      expect(pods.every((p) => p.kind === 'Pod' && p.spec.restartPolicy === 'Always')).toBe(true);
      const auth = pods.find((p) => p.metadata.name === 'auth')!.spec.containers[0]!;
      expect(auth.image).toBe('localhost/hiring-marketplace/auth:local');
      expect(auth.env.find((e) => e.name === 'JWT_SECRET')).toEqual({ name: 'JWT_SECRET', value: 'jwt-value' });
      expect(
        pods
          .flatMap((p) => p.spec.containers)
          .flatMap((c) => c.env ?? [])
          .filter((e) => e.valueFrom),
      ).toEqual([]);
      expect(auth.livenessProbe?.exec?.command).toEqual([
        `node -e "fetch('http://127.0.0.1:4001/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"`,
      ]);
      // Only what is published is declared: Podman 4.3 would bind every declared port on the host.
      const declared = pods.flatMap((p) => p.spec.containers.flatMap((c) => (c.ports ?? []).map((port) => ({ pod: p.metadata.name, ...port }))));
      expect(declared).toEqual([{ pod: 'gateway', name: 'http', containerPort: 4000, hostIP: '127.0.0.1', hostPort: 19660 }]);
      expect((parseAllDocuments(readFileSync(join(scratch, 'configmap.yaml'), 'utf8'))[0]!.toJS() as { data: Record<string, string> }).data['LOG_LEVEL']).toBe(
        'warn',
      );
      // A required secret that is missing is refused, not played empty.
      writeFileSync(secret, readFileSync(`${dir}secret.example.yaml`, 'utf8').replace(/^ {2}JWT_SECRET: ""\n/m, ''));
      const missing = spawnSync(process.execPath, [script, '--out', scratch, '--secret', secret], { encoding: 'utf8' });
      expect(missing.status).toBe(2);
      expect(missing.stderr).toContain('JWT_SECRET needs hm-secrets/JWT_SECRET');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
