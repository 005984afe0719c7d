#!/usr/bin/env node
// Turns deploy/k8s (the real manifests, read in place) into what `podman kube play` 4.3 can run on
// one host, plus the infrastructure of deploy/containers/kube-infra.yaml:
//
//   node deploy/containers/kube-local.mjs --out DIR --secret FILE [--config KEY=VALUE]...
//        [--tag local] [--publish POD:PORT=HOST_IP:HOST_PORT]...
//
// Writes DIR/configmap.yaml (hm-config with the --config overrides, for `kube play --configmap`)
// and DIR/pods.yaml (the Pods to play), and prints both paths. FILE is a filled-in copy of
// deploy/k8s/secret.example.yaml (the hm-secrets Secret).
//
// What Podman 4.3's `kube play` does not do, and what this does instead:
//   - Services: not implemented. Each Deployment becomes one Pod named after the Service that
//     selects it, so on a network with DNS (aardvark-dns) the pod name resolves like the Service
//     name would (`http://auth:4001`). That only works when the Service's port is the container's
//     port (no Service proxy to map one to the other): checked, a mismatch is an error.
//     A Deployment played as it is would become a pod `<name>-pod`, which nothing addresses.
//   - replicas: one Pod per Deployment (two pods cannot share a name, hence a DNS name).
//   - Secrets: not a kind it plays (Pods, Deployments and PersistentVolumeClaims only), so every
//     secretKeyRef is resolved here into a plain value (an optional one whose key is missing is
//     left out, as Kubernetes does). ConfigMaps are Podman's own: `--configmap DIR/configmap.yaml`
//     resolves the envFrom configMapRef.
//   - Ingress, PodDisruptionBudget, NetworkPolicy, Namespace, StatefulSet (OpenSearch; kube-infra.yaml
//     runs one node instead): nothing to map them to; left out (listed on stderr). --publish gives a port on the host instead of the Ingress.
//   - Probes: the livenessProbe becomes a command Podman can run as the container's health check
//     (see podmanProbe); startup and readiness probes are ignored by Podman 4.3.
//   - env over envFrom: Podman 4.3 gets the precedence the wrong way round; a key set both ways
//     is refused (none is today).
//   - Ports: Podman 4.3 publishes every containerPort on the host; only --publish'ed ones are kept.
//   - kustomization.yaml: its resources list, labels and image names are applied here (kube play
//     does not read kustomizations); --tag replaces the images' tag (e.g. the locally built
//     `hiring-marketplace/<svc>:local`, as `kustomize edit set image` would).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments, stringify } from 'yaml';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const K8S = join(repo, 'deploy/k8s');
const INFRA = join(repo, 'deploy/containers/kube-infra.yaml');

function fail(message) {
  console.error(`kube-local: ${message}`);
  process.exit(2);
}

const args = { config: {}, publish: [], tag: undefined, out: undefined, secret: undefined };
for (let i = 2; i < process.argv.length; i += 1) {
  const flag = process.argv[i];
  const value = process.argv[i + 1];
  if (value === undefined) fail(`${flag} needs a value`);
  i += 1;
  if (flag === '--out') args.out = value;
  else if (flag === '--secret') args.secret = value;
  else if (flag === '--tag') args.tag = value;
  else if (flag === '--config') {
    const at = value.indexOf('=');
    if (at < 1) fail(`--config ${value}: expected KEY=VALUE`);
    args.config[value.slice(0, at)] = value.slice(at + 1);
  } else if (flag === '--publish') {
    const match = /^([a-z0-9-]+):(\d+)=([0-9.]+):(\d+)$/.exec(value);
    if (!match) fail(`--publish ${value}: expected POD:PORT=HOST_IP:HOST_PORT`);
    args.publish.push({ pod: match[1], port: Number(match[2]), hostIP: match[3], hostPort: Number(match[4]) });
  } else fail(`unknown option ${flag}`);
}
if (!args.out || !args.secret)
  fail('usage: kube-local.mjs --out DIR --secret FILE [--config KEY=VALUE]... [--tag TAG] [--publish POD:PORT=HOST_IP:HOST_PORT]...');

const docsOf = (file) =>
  parseAllDocuments(readFileSync(file, 'utf8'))
    .map((d) => d.toJS())
    .filter(Boolean);

// ---------------------------------------------------------------- the Secret (values only)
const secretDoc = docsOf(resolve(args.secret)).find((d) => d.kind === 'Secret');
if (!secretDoc) fail(`${args.secret} holds no Secret`);
const secrets = {
  [secretDoc.metadata.name]: {
    ...Object.fromEntries(Object.entries(secretDoc.data ?? {}).map(([k, v]) => [k, Buffer.from(String(v), 'base64').toString('utf8')])),
    ...Object.fromEntries(Object.entries(secretDoc.stringData ?? {}).map(([k, v]) => [k, String(v ?? '')])),
  },
};

// ---------------------------------------------------------------- the kustomization
const kustomization = parse(readFileSync(join(K8S, 'kustomization.yaml'), 'utf8'));
const commonLabels = Object.assign({}, ...(kustomization.labels ?? []).map((l) => l.pairs ?? {}));
const images = new Map((kustomization.images ?? []).map((i) => [i.name, i]));
const resources = kustomization.resources.flatMap((file) => docsOf(join(K8S, file)).map((doc) => ({ file, doc })));

const configMaps = resources.filter((r) => r.doc.kind === 'ConfigMap').map((r) => r.doc);
const hmConfig = configMaps.find((c) => c.metadata.name === 'hm-config');
if (!hmConfig) fail('deploy/k8s has no hm-config ConfigMap');
for (const key of Object.keys(args.config)) if (!(key in hmConfig.data)) fail(`--config ${key}: hm-config has no such key`);
hmConfig.data = { ...hmConfig.data, ...args.config };

function imageOf(image) {
  const at = image.lastIndexOf(':');
  const name = at > image.lastIndexOf('/') ? image.slice(0, at) : image;
  const entry = images.get(name);
  const tag = args.tag ?? entry?.newTag ?? (at > image.lastIndexOf('/') ? image.slice(at + 1) : 'latest');
  // Podman stores locally built images under localhost/; the short name would also be looked up
  // in the registries of registries.conf.
  const full = `${entry?.newName ?? name}:${tag}`;
  return args.tag && !full.includes('.') && !full.startsWith('localhost/') ? `localhost/${full}` : full;
}

function resolveSecretRefs(container, where) {
  const env = [];
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    if (!ref) {
      env.push(entry);
      continue;
    }
    const value = secrets[ref.name]?.[ref.key];
    if (value === undefined) {
      if (ref.optional) continue;
      fail(`${where}: ${entry.name} needs ${ref.name}/${ref.key}, which ${args.secret} does not have`);
    }
    env.push({ name: entry.name, value });
  }
  if (container.envFrom?.some((source) => source.secretRef)) fail(`${where}: envFrom secretRef is not handled`);
  return { ...container, env };
}

/** The container port a Service port reaches (targetPort by name or number, else the same number). */
function targetPortOf(servicePort, containers) {
  const target = servicePort.targetPort ?? servicePort.port;
  for (const c of containers) {
    for (const p of c.ports ?? []) if ((typeof target === 'string' && p.name === target) || p.containerPort === target) return p.containerPort;
  }
  return undefined;
}

/**
 * The livenessProbe as a command Podman 4.3 can run. It turns an httpGet probe into
 * `curl -f http://localhost:<port>/...` (a named port becomes 0, and the images have no curl)
 * and an exec probe into a CMD-SHELL check whose words it joins with spaces (an argument with
 * spaces or parentheses breaks). So: one shell string, without spaces inside its arguments, that
 * does what the probe does with the image's own Node. Startup and readiness probes are not
 * implemented by Podman 4.3 (left in place, ignored); without systemd no check runs by itself
 * (`podman healthcheck run <container>` runs it).
 */
function podmanProbe(probe, container, where) {
  if (!probe) return undefined;
  const portOf = (port) => (typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort);
  let script;
  if (probe.httpGet) {
    const port = portOf(probe.httpGet.port);
    if (!port) fail(`${where}: probe port ${probe.httpGet.port} is not a container port`);
    script = `fetch('http://127.0.0.1:${port}${probe.httpGet.path ?? '/'}').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))`;
  } else if (probe.tcpSocket) {
    const port = portOf(probe.tcpSocket.port);
    if (!port) fail(`${where}: probe port ${probe.tcpSocket.port} is not a container port`);
    script = `require('net').connect(${port},'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))`;
  } else {
    fail(`${where}: only httpGet and tcpSocket probes are translated`);
  }
  if (/\s/.test(script)) fail(`${where}: the probe's path has a space`);
  const { httpGet: _http, tcpSocket: _tcp, ...timing } = probe;
  return { ...timing, exec: { command: [`node -e "${script}"`] } };
}

/** Podman 4.3 lets envFrom win over env (Kubernetes: env wins), so a key in both is refused. */
function checkEnvPrecedence(container, where) {
  const fromConfig = new Set(
    (container.envFrom ?? [])
      .flatMap((source) => (source.configMapRef ? (configMaps.find((c) => c.metadata.name === source.configMapRef.name)?.data ?? {}) : {}))
      .flatMap((data) => Object.keys(data)),
  );
  const both = (container.env ?? []).map((e) => e.name).filter((name) => fromConfig.has(name));
  if (both.length) fail(`${where}: ${both.join(', ')} set both in env and by envFrom; Podman 4.3 would take the ConfigMap's value`);
}

const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

// ---------------------------------------------------------------- Deployments -> Pods
const services = resources.filter((r) => r.doc.kind === 'Service').map((r) => r.doc);
const pods = [];
const left = [];
for (const { file, doc } of resources) {
  if (doc.kind === 'Deployment') {
    const template = doc.spec.template;
    const service = services.find((s) => matches(s.spec.selector, template.metadata.labels));
    if (!service) fail(`${file}: no Service selects Deployment ${doc.metadata.name}; nothing would address its pod`);
    for (const port of service.spec.ports) {
      const target = targetPortOf(port, template.spec.containers);
      if (target !== port.port)
        fail(`${file}: Service ${service.metadata.name} port ${port.port} reaches container port ${target}; without a Service proxy they must be equal`);
    }
    const name = service.metadata.name;
    pods.push({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: {
        name,
        labels: { ...template.metadata.labels, ...commonLabels },
        // Podman 4.3 refuses annotation values over 63 characters (Kubernetes allows 256 KiB).
        annotations: { 'hiring-marketplace/deployment': `${file}/${doc.metadata.name}`, 'hiring-marketplace/replicas': String(doc.spec.replicas ?? 1) },
      },
      spec: {
        ...template.spec,
        // A Deployment's pods always restart (the only policy Kubernetes allows for them).
        restartPolicy: 'Always',
        containers: template.spec.containers.map((c) => {
          const where = `${file} ${c.name}`;
          checkEnvPrecedence(c, where);
          return { ...resolveSecretRefs(c, where), image: imageOf(c.image), livenessProbe: podmanProbe(c.livenessProbe, c, where) };
        }),
      },
    });
  } else if (!['ConfigMap', 'Service'].includes(doc.kind)) {
    left.push(`${doc.kind} ${doc.metadata.name} (${file})`);
  }
}
// Infrastructure first in the file (a service started before Kafka or the database is ready exits
// and its restart policy starts it again, as under compose).
for (const doc of docsOf(INFRA).reverse()) {
  if (doc.kind !== 'Pod') fail(`kube-infra.yaml: ${doc.kind} is not played`);
  pods.unshift({ ...doc, spec: { ...doc.spec, containers: doc.spec.containers.map((c) => resolveSecretRefs(c, `kube-infra.yaml ${c.name}`)) } });
}

for (const { pod, port, hostIP, hostPort } of args.publish) {
  const target = pods.find((p) => p.metadata.name === pod);
  const containerPort = target?.spec.containers.flatMap((c) => c.ports ?? []).find((p) => p.containerPort === port);
  if (!containerPort) fail(`--publish ${pod}:${port}: no such pod or container port`);
  Object.assign(containerPort, { hostIP, hostPort });
}
// Podman 4.3 binds every declared containerPort on the host as well (all addresses, same port),
// where Kubernetes only documents it: a developer's Kafka on 9092 or MongoDB on 27017 then stops the
// pods from starting ("bind: address already in use", seen in CI). Pods reach each other by their
// pod IP whatever is declared, so only the --publish'ed ports are kept.
for (const pod of pods) {
  for (const container of pod.spec.containers) {
    if (!container.ports) continue;
    container.ports = container.ports.filter((port) => port.hostPort !== undefined);
    if (container.ports.length === 0) delete container.ports;
  }
}

mkdirSync(args.out, { recursive: true });
const header = '# Generated by deploy/containers/kube-local.mjs from deploy/k8s and deploy/containers/kube-infra.yaml; do not edit.\n';
const configFile = join(args.out, 'configmap.yaml');
const podsFile = join(args.out, 'pods.yaml');
writeFileSync(configFile, header + stringify(hmConfig, { lineWidth: 0 }));
// Resolved secrets are in this file: readable by its owner only.
writeFileSync(podsFile, header + pods.map((p) => stringify(p, { lineWidth: 0 })).join('---\n'), { mode: 0o600 });
console.error(`kube-local: ${pods.length} pods (${pods.map((p) => p.metadata.name).join(', ')}); not played: ${left.join(', ') || 'nothing'}`);
console.log(configFile);
console.log(podsFile);
