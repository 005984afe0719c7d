import { z } from 'zod';
import { DEFAULT_BRAND } from '@hiring/contracts/vocabulary';
import { strongSecret } from './secret-strength.js';

export { secretProblem, strongSecret } from './secret-strength.js';

/**
 * Configuration is read from the environment in exactly one place per service and validated at
 * start, so a missing or malformed variable stops the process with a message naming it.
 */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`Invalid configuration for ${service}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** `true` or `false` (default false): an explicit opt-in, anything else is a configuration error. */
export const booleanFlag = () =>
  z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true');

/** Variables every service reads. Service-specific ones extend this shape. */
export function baseServiceConfig(defaults: { port: number; database: string }) {
  return {
    PORT: port(defaults.port),
    HOST: z.string().default('127.0.0.1'),
    MONGO_URL: z.string().startsWith('mongodb').default('mongodb://127.0.0.1:27017/?directConnection=true'),
    MONGO_DB: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .default(defaults.database),
    KAFKA_BROKERS: z
      .string()
      .default('127.0.0.1:9092')
      .transform((value) =>
        value
          .split(',')
          .map((b) => b.trim())
          .filter(Boolean),
      ),
    /**
     * Broker authentication (SASL/SCRAM in compose and k8s); unset: none (the local broker).
     * The password belongs in the secret store; MongoDB users go into MONGO_URL the same way.
     */
    KAFKA_SASL_MECHANISM: z.enum(['scram-sha-256', 'scram-sha-512', 'plain']).optional(),
    KAFKA_SASL_USERNAME: optionalString(),
    KAFKA_SASL_PASSWORD: optionalString(),
    /** TLS to the brokers. */
    KAFKA_SSL: booleanFlag(),
    JWT_SECRET: strongSecret('shared by every service and the gateway'),
    /**
     * The credential the gateway sends to subgraphs (x-internal-secret): with it, a subgraph
     * answers only the gateway. Required with NODE_ENV=production; validated like JWT_SECRET.
     */
    INTERNAL_API_SECRET: strongSecret('shared by the gateway and every service').optional(),
    /**
     * The auth service's base URL, whose internal API keeps the keys that seal personal fields of
     * events (docs/decisions/privacy-rights.md#kafka-topics). Auth itself keeps them in its database.
     */
    PERSON_KEYS_URL: z.string().url().default('http://127.0.0.1:4001'),
    /** Only read to require production settings (INTERNAL_API_SECRET). */
    NODE_ENV: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Prepended to consumer group ids, so several stacks (test runs, environments) share one cluster. */
    KAFKA_GROUP_PREFIX: z.string().default(''),
    /**
     * Where a consumer group that has never committed starts: `earliest` replays each topic (how a
     * new projection is built); `latest` starts at the end (test stacks on a shared broker).
     */
    KAFKA_NEW_GROUP_OFFSET: z.enum(['earliest', 'latest']).default('earliest'),
    /**
     * GraphQL introspection, field suggestions and Apollo's landing page: off unless `true`,
     * whatever NODE_ENV says (the web app and codegen read the composed schema file, not the server).
     */
    GRAPHQL_INTROSPECTION: booleanFlag(),
    /**
     * How long a write's answer waits for its event to reach the broker. Reads that must see the
     * write wait for their projection to apply what is on the broker, so the answer waits for it;
     * when the broker is away the write still answers after this, and its event follows later.
     */
    OUTBOX_PUBLISH_WAIT_MS: z.coerce.number().int().positive().default(3000),
    /** How long a read that found nothing waits for its projection to catch up before answering 503. */
    READ_BARRIER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** How often the retention sweeps run (privacy/retention.ts): hourly; the periods are days. */
    RETENTION_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(3600_000),
  };
}

export type BaseServiceConfig = z.infer<z.ZodObject<ReturnType<typeof baseServiceConfig>>>;

export function loadConfig<TShape extends z.ZodRawShape>(
  service: string,
  shape: TShape,
  env: Record<string, string | undefined> = process.env,
): z.infer<z.ZodObject<TShape>> {
  // Empty strings mean "unset", as they do in docker-compose pass-throughs like ${VAR:-}.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = z.object(shape).safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      service,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const data = result.data as Record<string, unknown>;
  // Services and the gateway both read these two: in production, subgraphs must answer only the gateway.
  if ('INTERNAL_API_SECRET' in shape && data['NODE_ENV'] === 'production' && !data['INTERNAL_API_SECRET']) {
    throw new ConfigError(service, ['INTERNAL_API_SECRET: required with NODE_ENV=production (subgraphs answer only the gateway)']);
  }
  if (data['KAFKA_SASL_MECHANISM'] && (!data['KAFKA_SASL_USERNAME'] || !data['KAFKA_SASL_PASSWORD'])) {
    throw new ConfigError(service, ['KAFKA_SASL_USERNAME, KAFKA_SASL_PASSWORD: required with KAFKA_SASL_MECHANISM']);
  }
  return result.data;
}

/** kafkajs' `sasl` option from the configuration (undefined without a mechanism). */
export function kafkaSasl(config: Pick<BaseServiceConfig, 'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD'>) {
  if (!config.KAFKA_SASL_MECHANISM || !config.KAFKA_SASL_USERNAME || !config.KAFKA_SASL_PASSWORD) return undefined;
  return { mechanism: config.KAFKA_SASL_MECHANISM, username: config.KAFKA_SASL_USERNAME, password: config.KAFKA_SASL_PASSWORD };
}

/** Optional secret: absent, or a non-empty string. */
export const optionalString = () => z.string().min(1).optional();

/** The product's name and support address, the same in every service and the web app (DEFAULT_BRAND). */
export function brandConfig() {
  return {
    PRODUCT_NAME: z.string().trim().min(1).max(60).default(DEFAULT_BRAND.productName),
    SUPPORT_EMAIL: z.string().email().default(DEFAULT_BRAND.supportEmail),
  };
}

/** Outgoing mail: through SMTP_URL when set, otherwise the dev outbox folder. */
export function mailConfig() {
  return {
    ...brandConfig(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** The sender; default `PRODUCT_NAME <no-reply@localhost>` (mailSender). */
    MAIL_FROM: z.string().min(1).optional(),
    /** Dev outbox folder used when SMTP_URL is unset (default `<repo>/.local/outbox`). */
    MAIL_OUTBOX_DIR: z.string().optional(),
    /** How long the dev outbox keeps a mail file (codes in it expire within minutes anyway). */
    MAIL_OUTBOX_RETENTION_HOURS: z.coerce.number().positive().default(24),
    /** Where links in emails point (the gateway's public address). */
    PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  };
}

/** The product's extractor: OpenAI structured output with a key, the deterministic heuristic without. */
export function extractionConfig() {
  return {
    OPENAI_API_KEY: optionalString(),
    OPENAI_MODEL: optionalString(),
    /** An OpenAI-compatible endpoint instead of api.openai.com. */
    OPENAI_BASE_URL: z.string().url().optional(),
  };
}
