import type { Logger, OutboxRelay } from '@hiring/service-kit';
import type { IngestedEmailModel } from '../models/ingested-email.model.js';
import { openMailbox, type MessageMeta, type OpenMailbox } from './mailbox/imap-mailbox.js';
import type { MailboxSettings } from './mailbox/settings.js';
import { IGNORE_REASONS, type Examination } from './examine-message.js';
import { recordMailboxMessage, type MailboxMessage, type RecordResult } from './record-mailbox-message.service.js';

/** What one poll did. */
export interface PollReport {
  startedAt: Date;
  finishedAt: Date;
  /** Messages in the folder not recorded yet when the poll looked. */
  newMessages: number;
  /** Sent to the interviews service (EmailIngested). */
  forwarded: number;
  /** Logged and left: unknown format, automatic mail, unauthenticated sender, too large. */
  ignored: number;
  /** Seen before under another UID. */
  duplicates: number;
  /** Recorded meanwhile by another poll or replica. */
  takenElsewhere: number;
  /** Could not be handled now (tried again by the next polls, then ignored). */
  failed: number;
  /** Left for the next poll (batch size). */
  remaining: number;
  error: string | null;
}

export class IngestionNotConfigured extends Error {
  constructor() {
    super('Email ingestion is not configured: set INGESTION_IMAP_URL (or the INGESTION_IMAP_HOST/USER/PASSWORD settings)');
    this.name = 'IngestionNotConfigured';
  }
}

/** A message that fails this many polls in a row is recorded as ignored (never an error loop). */
const MAX_ATTEMPTS = 5;

export interface PollerDeps {
  settings: MailboxSettings | null;
  emails: IngestedEmailModel;
  relay: OutboxRelay;
  logger: Logger;
  examine: (raw: Buffer) => Promise<Examination>;
  batchSize: number;
  maxMessageBytes: number;
  intervalMs: number;
  /**
   * Hours a taken message stays in the mailbox (INGESTION_RAW_RETENTION_HOURS, as its bytes in the
   * database); an erased person's messages go at the next poll. Unset: kept.
   */
  expungeAfterHours?: number;
  /** Runs after every poll (e.g. dropping forwarded bytes past their retention). */
  afterPoll?: () => Promise<void>;
  open?: (settings: MailboxSettings, logger: Logger) => Promise<OpenMailbox>;
}

/**
 * Polls the ingestion mailbox on an interval and on demand. Calls while a poll runs share one
 * follow-up poll, so a trigger always sees a poll that started after it; across replicas the
 * unique keys of `ingested_emails` keep every message processed once.
 */
export class MailboxPoller {
  private running: Promise<PollReport> | null = null;
  private queued: Promise<PollReport> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly attempts = new Map<string, number>();
  private readonly log: Logger;
  lastReport: PollReport | null = null;

  constructor(private readonly deps: PollerDeps) {
    this.log = deps.logger.child({ component: 'mailbox-poller', mailbox: deps.settings?.key ?? null });
  }

  get configured(): boolean {
    return this.deps.settings !== null;
  }

  start(): void {
    this.stopped = false;
    if (!this.deps.settings || this.deps.intervalMs <= 0) return;
    const tick = () => {
      if (this.stopped) return;
      this.poll().catch((error: unknown) => this.log.warn({ err: error }, 'scheduled mailbox poll failed'));
    };
    this.timer = setInterval(tick, this.deps.intervalMs);
    this.timer.unref();
    setImmediate(tick);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([this.running, this.queued].filter((p): p is Promise<PollReport> => p !== null));
  }

  /** Polls now, or once more right after the poll that is running. */
  poll(): Promise<PollReport> {
    if (!this.deps.settings) return Promise.reject(new IngestionNotConfigured());
    if (!this.running) {
      const run = this.runOnce(this.deps.settings).finally(() => {
        this.running = null;
      });
      this.running = run;
      return run;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.poll();
      });
    return this.queued;
  }

  /**
   * Taken messages leave the mailbox once their retention has passed, and those of people who
   * deleted their account (tombstones) at once; a failure waits for the next poll.
   */
  private async expungeDue(box: OpenMailbox, settings: MailboxSettings, present: number[]): Promise<void> {
    const hours = this.deps.expungeAfterHours;
    const due =
      hours === undefined
        ? { status: 'erased' as const }
        : { $or: [{ status: 'erased' as const }, { createdAt: { $lt: new Date(Date.now() - hours * 3600_000) } }] };
    const rows = await this.deps.emails
      .find({ mailbox: settings.key, uidValidity: box.uidValidity, expungedAt: null, ...due }, { uid: 1 })
      .limit(500)
      .lean<{ _id: string; uid: number }[]>()
      .exec();
    if (rows.length === 0) return;
    const inFolder = new Set(present);
    await box.expunge(rows.map((doc) => doc.uid).filter((uid) => inFolder.has(uid)));
    await this.deps.emails.updateMany({ _id: { $in: rows.map((doc) => doc._id) } }, { $set: { expungedAt: new Date() } }).exec();
    this.log.info({ count: rows.length }, 'messages past retention or erased deleted from the mailbox');
  }

  private async runOnce(settings: MailboxSettings): Promise<PollReport> {
    const report: PollReport = {
      startedAt: new Date(),
      finishedAt: new Date(),
      newMessages: 0,
      forwarded: 0,
      ignored: 0,
      duplicates: 0,
      takenElsewhere: 0,
      failed: 0,
      remaining: 0,
      error: null,
    };
    let box: OpenMailbox | undefined;
    try {
      box = await (this.deps.open ?? openMailbox)(settings, this.log);
      const uids = await box.listUids();
      const recorded = await this.deps.emails.find({ mailbox: settings.key, uidValidity: box.uidValidity }, { uid: 1 }).lean<{ uid: number }[]>().exec();
      const known = new Set(recorded.map((doc) => doc.uid));
      const fresh = uids.filter((uid) => !known.has(uid));
      const batch = fresh.slice(0, this.deps.batchSize);
      report.newMessages = fresh.length;
      report.remaining = fresh.length - batch.length;
      const handled: number[] = [];
      for (const meta of await box.meta(batch)) {
        const result = await this.take(box, settings, meta);
        if (result === null) {
          report.failed += 1;
          continue;
        }
        handled.push(meta.uid);
        if (result === 'forwarded') report.forwarded += 1;
        else if (result === 'ignored') report.ignored += 1;
        else if (result === 'duplicate') report.duplicates += 1;
        else report.takenElsewhere += 1;
      }
      await box.markSeen(handled).catch((error: unknown) => this.log.warn({ err: error }, 'could not mark messages as seen'));
      await this.expungeDue(box, settings, uids).catch((error: unknown) => this.log.warn({ err: error }, 'could not delete messages from the mailbox'));
    } catch (error) {
      report.error = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      await box?.close().catch(() => undefined);
      report.finishedAt = new Date();
      this.lastReport = report;
      this.log.info(
        { ...report, startedAt: undefined, finishedAt: undefined, ms: report.finishedAt.getTime() - report.startedAt.getTime() },
        'mailbox poll finished',
      );
      await this.deps.afterPoll?.().catch((error: unknown) => this.log.warn({ err: error }, 'after-poll task failed'));
    }
    return report;
  }

  /** Reads, examines and records one message; null when it failed (tried again next poll). */
  private async take(box: OpenMailbox, settings: MailboxSettings, meta: MessageMeta): Promise<RecordResult | null> {
    const message: MailboxMessage = {
      mailbox: settings.key,
      uidValidity: box.uidValidity,
      uid: meta.uid,
      receivedAt: meta.internalDate ?? new Date(),
      sizeBytes: meta.size,
    };
    const attemptKey = `${box.uidValidity}#${meta.uid}`;
    let examination: Examination;
    try {
      if (meta.size > this.deps.maxMessageBytes) {
        examination = {
          kind: 'ignored',
          messageId: meta.messageId,
          subject: meta.subject,
          contentHash: `uid-${box.uidValidity}-${meta.uid}`,
          forwarderEmail: meta.from,
          reason: 'too_large',
          detail: `${IGNORE_REASONS.too_large}: ${meta.size} bytes (limit ${this.deps.maxMessageBytes})`,
        };
      } else {
        const raw = await box.source(meta.uid);
        if (!raw) return null;
        examination = await this.deps.examine(raw);
      }
    } catch (error) {
      const attempts = (this.attempts.get(attemptKey) ?? 0) + 1;
      this.attempts.set(attemptKey, attempts);
      this.log.warn({ err: error, uid: meta.uid, attempts }, 'could not examine a mailbox message');
      if (attempts < MAX_ATTEMPTS) return null;
      examination = {
        kind: 'ignored',
        messageId: meta.messageId,
        subject: meta.subject,
        contentHash: `uid-${box.uidValidity}-${meta.uid}`,
        forwarderEmail: meta.from,
        reason: 'unreadable',
        detail: `${IGNORE_REASONS.unreadable}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    try {
      const result = await recordMailboxMessage({ emails: this.deps.emails, relay: this.deps.relay }, message, examination);
      this.attempts.delete(attemptKey);
      this.logResult(meta.uid, examination, result);
      return result;
    } catch (error) {
      this.log.error({ err: error, uid: meta.uid }, 'could not record a mailbox message; the next poll tries again');
      return null;
    }
  }

  private logResult(uid: number, examination: Examination, result: RecordResult): void {
    const context = { uid, messageId: examination.messageId, forwarder: examination.forwarderEmail, subject: examination.subject };
    if (result === 'taken') this.log.debug(context, 'message already taken by another poll');
    else if (result === 'duplicate') this.log.info(context, 'message seen before under another UID; left');
    else if (examination.kind === 'ignored')
      this.log.info({ ...context, reason: examination.reason, detail: examination.detail }, 'mailbox message ignored and left');
    else
      this.log.info(
        { ...context, originals: examination.originals.map((o) => o.kind), authenticatedBy: examination.authenticatedBy },
        'forwarded email handed to the interviews service',
      );
  }
}
