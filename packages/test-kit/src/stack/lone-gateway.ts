import { TEST_JWT_SECRET } from '@hiring/service-kit/testing';
import { loadGatewayConfig, startGateway, type RunningGateway } from '@hiring/gateway';

/**
 * A gateway with no subgraph behind it (every subgraph URL points at a closed port): for what the
 * gateway does on its own, such as headers and limits checked before any subgraph is called.
 */
export function startLoneGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
  const nowhere = 'http://127.0.0.1:9/graphql';
  return startGateway(
    loadGatewayConfig({
      JWT_SECRET: TEST_JWT_SECRET,
      PORT: '0',
      LOG_LEVEL: 'silent',
      ...Object.fromEntries(['AUTH', 'CANDIDATE', 'INTERVIEWS', 'COMPANY', 'BILLING', 'INGESTION'].map((n) => [`SUBGRAPH_${n}_URL`, nowhere])),
      ...env,
    }),
  );
}
