// Sums a V8 .cpuprofile (node --cpu-prof) into self time per package and per function, so a
// profile can be read without DevTools:
//   node --import tsx deploy/bench/cpuprofile-summary.ts <file.cpuprofile> [--top 40] [--from s] [--to s]
// --from/--to keep only samples in that window (seconds from the profile's start), e.g. the load phase.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, from: { type: 'string' }, to: { type: 'string' } },
});
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as CpuProfile;
const from = values.from === undefined ? -Infinity : Number(values.from) * 1e6;
const to = values.to === undefined ? Infinity : Number(values.to) * 1e6;

/** node_modules package, our workspace folder, node internals or a V8 pseudo-frame. */
function packageOf(url: string, name: string): string {
  if (!url) return `(${name || 'anonymous'})`;
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node:internal';
  const ours = /\/work\/main\/((?:services|packages)\/[^/]+|gateway|deploy)\//.exec(url);
  return ours ? ours[1]! : url;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
let t = 0;
let total = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  t += profile.timeDeltas[i] ?? 0;
  if (t < from || t > to) continue;
  const delta = profile.timeDeltas[i + 1] ?? 0; // the time until the next sample is this sample's
  selfUs.set(profile.samples[i]!, (selfUs.get(profile.samples[i]!) ?? 0) + delta);
  total += delta;
}
const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id)!;
  const pkg = packageOf(callFrame.url, callFrame.functionName);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  const fn = `${callFrame.functionName || '(anonymous)'} ${pkg}${callFrame.url && !callFrame.url.includes('node_modules') ? `:${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}` : ''}`;
  functions.set(fn, (functions.get(fn) ?? 0) + us);
}
const top = Number(values.top);
const print = (title: string, map: Map<string, number>) => {
  console.info(`\n${title} (self time, of ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.info(`${(us / 1e6).toFixed(2).padStart(8)} s ${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
};
print('by package', packages);
print('by function', functions);
