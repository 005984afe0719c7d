/**
 * Issue 18: the test infrastructure runs in containers started by testcontainers where a container
 * engine and the local images exist (packages/service-kit/test-support/container-infra.ts). This
 * file checks that what the tests talk to is what the global setup says it started: with
 * containers, the broker, database and stripe-mock addresses are the host ports of running
 * containers of the local images.
 */
import { describe, expect, it } from '@jest/globals';
import { request } from 'node:http';
import { connect } from 'node:net';
// eslint-disable-next-line no-restricted-imports -- the jest harness's own module (global setup), not a workspace's fixture
import { TEST_INFRA_IMAGES } from '../../packages/service-kit/test-support/container-infra.js';

const used = process.env['HM_TEST_INFRA_USED'];

interface ContainerSummary {
  Image: string;
  State: string;
  Ports: { PrivatePort: number; PublicPort?: number }[];
}

/** GET on the engine's Docker-compatible API over its unix socket. */
function engineGet<T>(path: string): Promise<T> {
  const socketPath = (process.env['DOCKER_HOST'] ?? '').replace(/^unix:\/\//, '');
  return new Promise((resolve, reject) => {
    const call = request({ socketPath, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body) as T));
    });
    call.on('error', reject);
    call.end();
  });
}

function connects(address: string): Promise<void> {
  const [host, port] = address.split('/')[0]!.split(':');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: host!, port: Number(port) }, () => {
      socket.destroy();
      resolve();
    });
    socket.on('error', reject);
  });
}

const portOf = (address: string) => Number(/:(\d+)(?:\/|$)/.exec(address)?.[1]);

describe('test infrastructure', () => {
  it('is reported by the global setup', () => {
    expect(['containers', 'processes', 'given']).toContain(used);
  });

  it('is what the tests talk to: containers of the local images, or the local processes', async () => {
    if (used !== 'containers') {
      // processes (or a developer's own): the broker and database the tests use answer
      await Promise.all([process.env['KAFKA_BROKERS']!, process.env['MONGO_URL']!.replace('mongodb://', '')].map((address) => connects(address)));
      return;
    }
    const running = await engineGet<ContainerSummary[]>('/v1.41/containers/json');
    // another run's containers of the same images may be up too: one of them must be ours
    const published = (image: string, privatePort: number) =>
      running
        .filter((container) => container.Image === image && container.State === 'running')
        .flatMap((container) => container.Ports.filter((port) => port.PrivatePort === privatePort).map((port) => port.PublicPort));
    expect(published(TEST_INFRA_IMAGES.kafka, 9092)).toContain(portOf(process.env['KAFKA_BROKERS']!));
    expect(published(TEST_INFRA_IMAGES.mongo, 27017)).toContain(portOf(process.env['MONGO_URL']!));
    expect(published(TEST_INFRA_IMAGES.stripe, 12111)).toContain(portOf(process.env['STRIPE_API_BASE']!));
  });
});
