import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS, productProcesses } from '../local/lib/product.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The product's Node flags (NODE_FLAGS: the memory reducer off, see product.mjs) are one list used
 * wherever a service or the gateway starts: `npm start`, the workspaces' start scripts, the
 * container image. And this Node still accepts them (an unknown V8 flag stops a process at start).
 */
describe('Node flags of the product processes', () => {
  it('are accepted by this Node', () => {
    expect(NODE_FLAGS).toContain('--no-memory-reducer');
    expect(
      execFileSync(process.execPath, [...NODE_FLAGS, '-e', `process.stdout.write(JSON.stringify(process.execArgv.slice(0, ${NODE_FLAGS.length})))`], {
        encoding: 'utf8',
      }),
    ).toBe(JSON.stringify(NODE_FLAGS));
  });

  it('start every service and the gateway in npm start, the start scripts and the Dockerfile', () => {
    const specs = productProcesses({ root: ROOT, services: [{ name: 'company', port: 1 }], gatewayPort: 2, env: {}, logDir: '/tmp' });
    for (const spec of [...specs.services, specs.gateway]) expect(spec.args?.slice(0, NODE_FLAGS.length)).toEqual([...NODE_FLAGS]);

    const workspaces = ['gateway', ...readdirSync(join(ROOT, 'services')).map((name) => `services/${name}`)];
    for (const workspace of workspaces) {
      const start = (JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
      expect(`${workspace}: ${start}`).toBe(`${workspace}: node ${NODE_FLAGS.join(' ')} dist/main.js`);
    }
    const cmd = /^CMD (.*)$/m.exec(readFileSync(join(ROOT, 'deploy/docker/Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...NODE_FLAGS, 'dist/main.js']);
  });
});
