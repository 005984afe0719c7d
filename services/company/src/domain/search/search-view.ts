import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import type { SearchProjectionStore } from './projection-store.js';
import { SearchIndex } from './search-index.js';
import { SearchViewFeed, type ViewHandler } from './search-view-feed.js';
import type { ViewSnapshots } from './view-snapshots.js';

export interface SearchViewOptions {
  kafka: Kafka;
  logger: Logger;
  store: SearchProjectionStore;
  snapshots: ViewSnapshots;
  /** This replica's own consumer group, and the shared projection group. */
  groupId: string;
  projectionGroupId: string;
  handlers: (index: SearchIndex) => ViewHandler[];
  /** How often one replica snapshots the view; 0 never. */
  snapshotIntervalMs: number;
}

export interface SearchViewStatus {
  source: 'snapshot' | 'projection';
  profiles: number;
  interviews: number;
  ms: number;
  /** Snapshot starts: reading the chunks, decoding them, deriving the view. */
  phases?: { readMs: number; decodeMs: number; deriveMs: number };
}

/**
 * One replica's in-memory search view: loaded at start from the newest usable snapshot (then the
 * topics from its positions) or else from the projection (then the topics from the projection
 * group's offsets), kept current by this replica's own consumer group, snapshotted now and then.
 */
export class SearchView {
  readonly index = new SearchIndex();
  readonly feed: SearchViewFeed;
  private timer: NodeJS.Timeout | undefined;
  private snapshotting: Promise<unknown> | undefined;
  loaded: SearchViewStatus | undefined;

  constructor(private readonly options: SearchViewOptions) {
    this.feed = new SearchViewFeed({
      kafka: options.kafka,
      logger: options.logger,
      groupId: options.groupId,
      projectionGroupId: options.projectionGroupId,
      handlers: options.handlers(this.index),
    });
  }

  async start(): Promise<SearchViewStatus> {
    const started = Date.now();
    const { snapshots, store, logger } = this.options;
    let source: SearchViewStatus['source'] = 'projection';
    let phases: SearchViewStatus['phases'];
    const snapshot = await snapshots.latest().catch((error: unknown) => {
      logger.warn({ err: error }, 'could not read search view snapshots');
      return null;
    });
    const usable = snapshot !== null && (await this.feed.retains(snapshot.positions));
    if (usable && (phases = (await snapshots.loadInto(snapshot, this.index).catch(() => null)) ?? undefined)) {
      this.feed.useStartOffsets(snapshot.positions);
      source = 'snapshot';
    } else {
      // Offsets first, then the projection: everything before the offsets is in what we load.
      await this.feed.captureStartOffsets();
      await store.loadInto(this.index);
    }
    const counts = this.index.counts;
    this.loaded = { source, profiles: counts.profiles, interviews: counts.interviews, ms: Date.now() - started, ...(phases ? { phases } : {}) };
    logger.info({ ...this.loaded, searchable: counts.searchable }, 'search view loaded');
    await this.feed.start();

    const interval = this.options.snapshotIntervalMs;
    if (interval > 0) {
      // A replica that had to read the projection leaves a snapshot for the next start.
      if (source === 'projection' && counts.profiles + counts.interviews > 0) this.snapshotSoon(`start:${Date.now()}`);
      this.timer = setInterval(() => this.snapshotSoon(`slot:${Math.floor(Date.now() / interval)}`), interval);
      this.timer.unref();
    }
    return this.loaded;
  }

  /** Writes a snapshot if this replica wins the slot's lease (and is not writing one already). */
  snapshotSoon(slot: string): void {
    if (this.snapshotting) return;
    this.snapshotting = (async () => {
      if (!(await this.options.snapshots.lease(slot))) return;
      // Records and positions in the same tick: the snapshot reflects every event before them.
      const records = this.index.records();
      const positions = this.feed.currentPositions();
      await this.options.snapshots.write(records, positions);
    })()
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'search view snapshot failed; the next one will try again'))
      .finally(() => {
        this.snapshotting = undefined;
      });
  }

  /** Waits for a snapshot in progress (tests, shutdown). */
  async settled(): Promise<void> {
    await this.snapshotting;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.feed.stop();
    await this.snapshotting;
  }
}
