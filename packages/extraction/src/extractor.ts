import type OpenAI from 'openai';
import type { z } from 'zod';

/**
 * One extraction interface for the whole product (resume analysis, interview-email extraction):
 * a task says what to extract (instructions and an output schema) and how to do it without a
 * model (a deterministic heuristic). With an OpenAI key the model fills the schema through
 * structured output; without one, or when the model call fails, the heuristic answers.
 */
export interface ExtractionTask<TOutput> {
  /** Names the structured-output schema: letters, digits, `_` and `-`. */
  name: string;
  /** System prompt for the model. */
  instructions: string;
  /** The output shape. For OpenAI's strict mode every field is required (use `.nullable()`). */
  schema: z.ZodType<TOutput>;
  /** Deterministic extraction from the same input: the fallback, and the answer without a key. */
  heuristic(input: string): TOutput;
  /** What the model may see, e.g. the input with personal data redacted. Defaults to the input. */
  prepareForModel?(input: string): string;
  /** Combines the model's answer with what was kept locally (e.g. redacted contact details). */
  finish?(modelOutput: TOutput, input: string): TOutput;
}

export type ExtractionSource = 'openai' | 'heuristic';

export interface ExtractionResult<TOutput> {
  value: TOutput;
  source: ExtractionSource;
}

export interface Extractor {
  /** What this extractor uses when everything works. */
  readonly kind: ExtractionSource;
  extract<TOutput>(task: ExtractionTask<TOutput>, input: string): Promise<ExtractionResult<TOutput>>;
}

export interface ExtractorLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ExtractorOptions {
  /** `OPENAI_API_KEY`: when absent, the heuristic extractor is returned. */
  openaiApiKey?: string;
  /** `OPENAI_MODEL`. */
  model?: string;
  /** `OPENAI_BASE_URL`: an OpenAI-compatible endpoint (tests run a local one). */
  baseURL?: string;
  timeoutMs?: number;
  /** Characters of input sent to the model at most. */
  maxInputChars?: number;
  logger?: ExtractorLogger;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export class HeuristicExtractor implements Extractor {
  readonly kind = 'heuristic' as const;

  async extract<TOutput>(task: ExtractionTask<TOutput>, input: string): Promise<ExtractionResult<TOutput>> {
    return { value: task.schema.parse(task.heuristic(input)), source: 'heuristic' };
  }
}

export class OpenAiExtractor implements Extractor {
  readonly kind = 'openai' as const;
  /** Loaded on first use: the client library is a few hundred modules every service start would pay for. */
  private client: Promise<{ openai: OpenAI; zodResponseFormat: typeof import('openai/helpers/zod').zodResponseFormat }> | undefined;
  private readonly fallback = new HeuristicExtractor();

  constructor(private readonly options: ExtractorOptions & { openaiApiKey: string }) {}

  private connect() {
    this.client ??= Promise.all([import('openai'), import('openai/helpers/zod')]).then(([{ default: OpenAI }, { zodResponseFormat }]) => ({
      openai: new OpenAI({ apiKey: this.options.openaiApiKey, baseURL: this.options.baseURL, timeout: this.options.timeoutMs ?? 30_000, maxRetries: 1 }),
      zodResponseFormat,
    }));
    return this.client;
  }

  async extract<TOutput>(task: ExtractionTask<TOutput>, input: string): Promise<ExtractionResult<TOutput>> {
    try {
      const prepared = (task.prepareForModel?.(input) ?? input).slice(0, this.options.maxInputChars ?? 30_000);
      const { openai, zodResponseFormat } = await this.connect();
      const completion = await openai.chat.completions.parse({
        model: this.options.model ?? DEFAULT_OPENAI_MODEL,
        temperature: 0,
        messages: [
          { role: 'system', content: task.instructions },
          { role: 'user', content: prepared },
        ],
        response_format: zodResponseFormat(task.schema as z.ZodType<TOutput> & z.ZodObject, task.name),
      });
      const parsed = completion.choices[0]?.message.parsed as TOutput | null | undefined;
      if (!parsed) throw new Error(completion.choices[0]?.message.refusal ?? 'the model returned no structured output');
      const value = task.finish ? task.finish(parsed, input) : parsed;
      return { value: task.schema.parse(value), source: 'openai' };
    } catch (error) {
      this.options.logger?.warn(
        { task: task.name, reason: error instanceof Error ? error.message : String(error) },
        'model extraction failed; using the heuristic',
      );
      return this.fallback.extract(task, input);
    }
  }
}

export function createExtractor(options: ExtractorOptions = {}): Extractor {
  return options.openaiApiKey ? new OpenAiExtractor({ ...options, openaiApiKey: options.openaiApiKey }) : new HeuristicExtractor();
}

/** The OpenAI settings of a service, as plain data (they cross into worker threads). */
export interface OpenAiSettings {
  apiKey?: string;
  model?: string;
  baseURL?: string;
}

/** A service's `OPENAI_*` configuration (service-kit's extractionConfig()). */
export interface ExtractionConfig {
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  OPENAI_BASE_URL?: string;
}

export function openAiSettingsFromConfig(config: ExtractionConfig): OpenAiSettings {
  return { apiKey: config.OPENAI_API_KEY, model: config.OPENAI_MODEL, baseURL: config.OPENAI_BASE_URL };
}

/** The extractor for these settings: OpenAI with a key, else the heuristic. */
export function extractorFromSettings(settings: OpenAiSettings, logger?: ExtractorLogger): Extractor {
  return createExtractor({ openaiApiKey: settings.apiKey, model: settings.model, baseURL: settings.baseURL, logger });
}

/** The extractor a service's configuration asks for. */
export function extractorFromConfig(config: ExtractionConfig, logger?: ExtractorLogger): Extractor {
  return extractorFromSettings(openAiSettingsFromConfig(config), logger);
}
