// The benchmarks that run the back end in-process take Kafka, FerretDB and OpenSearch from the environment
// (MONGO_URL, KAFKA_BROKERS, OPENSEARCH_URL); without them they start the local ones and read their settings.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const INFRA = fileURLToPath(new URL('../../local/infra.sh', import.meta.url));

/** Starts deploy/local/infra.sh's Kafka and FerretDB unless the environment names them, and exports what `infra.sh env` prints (without overriding what is set). */
export function useLocalInfraEnv(): void {
  if (process.env['MONGO_URL'] && process.env['KAFKA_BROKERS'] && process.env['OPENSEARCH_URL']) return;
  execFileSync('bash', [INFRA, 'start', 'kafka', 'mongo', 'opensearch'], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (const line of execFileSync('bash', [INFRA, 'env'], { encoding: 'utf8' }).split('\n')) {
    const m = /^export (\w+)=(.*)$/.exec(line);
    if (m) process.env[m[1]!] ??= m[2]!;
  }
}
