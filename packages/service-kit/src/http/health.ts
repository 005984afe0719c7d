import type { FastifyInstance } from 'fastify';

export type HealthCheck = () => Promise<void>;

export interface HealthReport {
  status: 'ok' | 'degraded';
  service: string;
  checks: Record<string, { ok: boolean; error?: string; ms: number }>;
}

async function timed(check: HealthCheck, timeoutMs: number): Promise<{ ok: boolean; error?: string; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

export async function runHealthChecks(service: string, checks: Record<string, HealthCheck>, timeoutMs = 2000): Promise<HealthReport> {
  const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await timed(check, timeoutMs)] as const));
  const results = Object.fromEntries(entries);
  return { status: entries.every(([, r]) => r.ok) ? 'ok' : 'degraded', service, checks: results };
}

/** `/health`: 200 when every dependency answers, 503 otherwise, with each check's result. */
export function registerHealthRoute(app: FastifyInstance, service: string, checks: Record<string, HealthCheck>): void {
  app.get('/health', async (_request, reply) => {
    const report = await runHealthChecks(service, checks);
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });
}
