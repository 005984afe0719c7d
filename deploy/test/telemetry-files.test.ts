import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { metricsRegistry } from '@hiring/service-kit';
import { SUBGRAPHS } from '@hiring/gateway';

/** deploy/telemetry: the dashboard and the alert rules use only series the product exports, and Prometheus scrapes every process. */
const file = (name: string) => readFileSync(new URL(`../telemetry/${name}`, import.meta.url), 'utf8');

describe('deploy/telemetry', () => {
  const registered = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));
  const used = (text: string) => [...new Set([...text.matchAll(/\bhm_[a-z_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, '')))];

  it('the Grafana dashboard queries exported hm_* series only', () => {
    const dashboard = JSON.parse(file('grafana-dashboard.json')) as { panels: { targets: { expr: string }[] }[] };
    const names = used(dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n'));
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) expect([name, registered.has(name)]).toEqual([name, true]);
  });

  it('the alert rules use exported hm_* series only', () => {
    const names = used(file('alert-rules.yml'));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect([name, registered.has(name)]).toEqual([name, true]);
  });

  it('Prometheus scrapes every service on its port and the gateway on its metrics port', () => {
    const config = file('prometheus.yml');
    for (const subgraph of SUBGRAPHS) expect(config).toContain(`'${subgraph.name}:${subgraph.defaultPort}'`);
    expect(config).toContain("'gateway:9464'");
    expect(config).toContain('/etc/prometheus/alert-rules.yml');
  });
});
