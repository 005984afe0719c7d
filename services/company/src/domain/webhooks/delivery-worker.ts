import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { KeyedLanes, isDuplicateKeyError, type Mailer } from '@hiring/service-kit';
import type { CompanyProfileModel } from '../../models/company-profile.model.js';
import {
  deliveryId,
  type WebhookAttempt,
  type WebhookAttemptClaim,
  type WebhookDelivery,
  type WebhookDeliveryModel,
} from '../../models/webhook-delivery.model.js';
import type { WebhookEndpoint, WebhookEndpointModel, WebhookEventType } from '../../models/webhook-endpoint.model.js';
import { AddressRefusedError, checkTarget, type AddressPolicy } from './address-policy.js';
import { mayReceive } from './endpoint-scopes.js';
import { isSuccess, sendWebhook, type SendResult } from './sender.js';
import { signedHeaders } from './signing.js';

export interface WebhookSettingsConfig {
  policy: AddressPolicy;
  /** Delays before each retry (ms); the delivery fails for good after the last. */
  retryScheduleMs: number[];
  timeoutMs: number;
  /** Exhausted deliveries in a row (no success between) that disable an endpoint. */
  disableAfterFailures: number;
  /** How often due retries are looked for (new deliveries wake the worker at once). */
  pollIntervalMs: number;
  /** Deliveries attempted at once by one replica. */
  concurrency: number;
  /**
   * Deliveries of one company attempted at once by one replica: a company whose endpoints are slow
   * or never answer holds at most this many of the `concurrency` slots; the rest serve others.
   */
  perCompanyConcurrency: number;
  /** Where the email links to (the company profile's API tab). */
  publicUrl: string;
}

export interface WebhookPayload {
  type: WebhookEventType;
  id: string;
  timestamp: string;
  data: unknown;
}

export interface WebhookDeps {
  endpoints: WebhookEndpointModel;
  deliveries: WebhookDeliveryModel;
  claims: Model<WebhookAttemptClaim>;
  profiles: CompanyProfileModel;
  mailer: Mailer;
  logger: Logger;
  config: WebhookSettingsConfig;
  /** Whether the candidate may still be sent to the company (the hiding rule); checked before every attempt. */
  visibleTo?: (companyId: string, candidateId: string) => Promise<boolean>;
}

/** What an event for one candidate adds to its delivery. */
export interface CandidateEventParts {
  candidateId: string;
  /** The event's data without contact details: shown in the log, and kept once the delivery is over. */
  redactedData: unknown;
}

export const WEBHOOK_DELIVERY_ERRORS = {
  hidden: 'Not sent: the candidate is no longer visible to this company',
  scope: "Not sent: the endpoint's scopes do not cover this event",
} as const;

const CLOCK_SLACK_MS = 5000;

/** A claim older than this with no recorded outcome belonged to a replica that stopped mid-attempt. */
const staleClaimMs = (config: WebhookSettingsConfig) => config.timeoutMs * 3 + 5000;

/**
 * Creates deliveries for events and sends them: retries on the schedule, disables endpoints that
 * keep failing (and mails the company). Due deliveries live in the database, so a restart or
 * another replica picks them up; this replica is woken at once for deliveries it created and
 * otherwise looks every `pollIntervalMs` (or sooner, when it knows the next due time).
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  private rerun = false;
  /** Deliveries being attempted by this replica, with their company. */
  private readonly inFlight = new Map<string, string>();
  private readonly inFlightPerCompany = new Map<string, number>();
  private readonly attempts = new Set<Promise<void>>();
  private readonly log: Logger;
  private idle: Promise<void> = Promise.resolve();
  /** Failure counts of one endpoint change one at a time in this replica (a read, then a write). */
  private readonly endpointLanes = new KeyedLanes();

  constructor(private readonly deps: WebhookDeps) {
    this.log = deps.logger.child({ component: 'webhooks' });
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.idle;
    await Promise.all([...this.attempts]);
  }

  /**
   * One delivery per enabled endpoint of the company that subscribed to the type, with the same
   * body for all; a delivery that exists already (redelivered event) is left as it is.
   */
  async enqueue(
    companyId: string,
    type: WebhookEventType,
    eventId: string,
    data: unknown,
    occurredAt = new Date(),
    candidate?: CandidateEventParts,
  ): Promise<number> {
    // An endpoint gets what happens after it was registered, not a backlog (a new consumer group
    // reads the topics from the start); the slack covers clocks of replicas that differ a little.
    const since = occurredAt.getTime() + CLOCK_SLACK_MS;
    const endpoints = (await this.deps.endpoints.find({ companyId }).lean<WebhookEndpoint[]>().exec()).filter(
      (e) => e.enabled && e.events.includes(type) && e.createdAt.getTime() <= since && mayReceive(e, type),
    );
    if (endpoints.length === 0) return 0;
    const payload: WebhookPayload = { type, id: eventId, timestamp: occurredAt.toISOString(), data };
    const body = JSON.stringify(payload);
    const redactedBody = candidate ? JSON.stringify({ ...payload, data: candidate.redactedData }) : body;
    let created = 0;
    for (const endpoint of endpoints) {
      try {
        await this.deps.deliveries.create({
          _id: deliveryId(endpoint._id, eventId),
          endpointId: endpoint._id,
          companyId,
          eventId,
          eventType: type,
          body,
          redactedBody,
          candidateId: candidate?.candidateId ?? null,
          state: 'pending',
          attempts: [],
          roundAttempts: 0,
          nextAttemptAt: new Date(),
        });
        created += 1;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    if (created > 0) this.wake();
    return created;
  }

  /** Sends the delivery again from the start of the schedule, with the same webhook-id. */
  async replay(delivery: WebhookDelivery): Promise<WebhookDelivery> {
    // A delivery still pending is on its schedule already: a replay would only restart it.
    if (delivery.state === 'pending') return delivery;
    const updated = await this.deps.deliveries
      .findByIdAndUpdate(
        delivery._id,
        { $set: { state: 'pending', roundAttempts: 0, nextAttemptAt: new Date(), replays: (delivery.replays ?? 0) + 1 } },
        { returnDocument: 'after' },
      )
      .lean<WebhookDelivery>()
      .exec();
    this.wake();
    return updated ?? delivery;
  }

  /** Looks for due deliveries now (coalesced: a run in progress runs once more after it ends). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = true;
    this.idle = this.runOnce()
      .catch((error: unknown) => this.log.warn({ err: error }, 'webhook delivery pass failed'))
      .finally(() => {
        this.running = false;
        if (this.rerun) {
          this.rerun = false;
          this.wake();
        }
      });
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.max(0, delayMs));
    this.timer.unref();
  }

  /**
   * Starts the due deliveries this replica has room for, without waiting for them: at most
   * `concurrency` at once, at most `perCompanyConcurrency` of one company, companies taken in
   * turn (each company's oldest due first). An attempt that ends wakes the worker again, so a
   * slow endpoint holds its own slot only and never a whole pass.
   */
  private async runOnce(): Promise<void> {
    const pending = await this.deps.deliveries
      .find({ state: 'pending' }, { _id: 1, nextAttemptAt: 1, companyId: 1 })
      .lean<Pick<WebhookDelivery, '_id' | 'nextAttemptAt' | 'companyId'>[]>()
      .exec();
    const now = Date.now();
    const due = pending.filter((d) => !this.inFlight.has(d._id) && (d.nextAttemptAt?.getTime() ?? 0) <= now);
    due.sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0));
    // A loop, not Math.min(...list): a long list of pending deliveries would overflow the call's arguments.
    let next = now + this.deps.config.pollIntervalMs;
    for (const d of pending) {
      const at = d.nextAttemptAt?.getTime() ?? now;
      if (at > now && at < next) next = at;
    }
    const queues = new Map<string, string[]>();
    for (const d of due) queues.set(d.companyId, [...(queues.get(d.companyId) ?? []), d._id]);
    const { concurrency, perCompanyConcurrency } = this.deps.config;
    for (let started = true; started && this.inFlight.size < concurrency && !this.stopped;) {
      started = false;
      for (const [companyId, queue] of queues) {
        if (this.inFlight.size >= concurrency) break;
        if ((this.inFlightPerCompany.get(companyId) ?? 0) >= perCompanyConcurrency || queue.length === 0) continue;
        this.launch(queue.shift()!, companyId);
        started = true;
      }
    }
    // Due work left waits for a slot (an ending attempt wakes the worker); otherwise the soonest
    // retry we know of, or the poll interval (other replicas' deliveries, restarts).
    this.schedule(next - Date.now());
  }

  private launch(id: string, companyId: string): void {
    this.inFlight.set(id, companyId);
    this.inFlightPerCompany.set(companyId, (this.inFlightPerCompany.get(companyId) ?? 0) + 1);
    const run = this.attempt(id)
      .catch((error: unknown) => this.log.warn({ err: error, delivery: id }, 'webhook attempt failed to run'))
      .finally(() => {
        this.inFlight.delete(id);
        const left = (this.inFlightPerCompany.get(companyId) ?? 1) - 1;
        if (left > 0) this.inFlightPerCompany.set(companyId, left);
        else this.inFlightPerCompany.delete(companyId);
        this.attempts.delete(run);
        this.wake();
      });
    this.attempts.add(run);
  }

  private async attempt(id: string): Promise<void> {
    const delivery = await this.deps.deliveries.findById(id).lean<WebhookDelivery>().exec();
    if (!delivery || delivery.state !== 'pending' || (delivery.nextAttemptAt?.getTime() ?? 0) > Date.now()) return;
    const attemptNumber = delivery.attempts.length + 1;
    if (!(await this.claim(`${id}:${attemptNumber}`))) return;

    const endpoint = await this.deps.endpoints.findById(delivery.endpointId).lean<WebhookEndpoint>().exec();
    const refusal = !endpoint
      ? 'Endpoint deleted'
      : !endpoint.enabled
        ? 'Endpoint disabled'
        : !mayReceive(endpoint, delivery.eventType)
          ? WEBHOOK_DELIVERY_ERRORS.scope
          : delivery.candidateId && this.deps.visibleTo && !(await this.deps.visibleTo(delivery.companyId, delivery.candidateId))
            ? WEBHOOK_DELIVERY_ERRORS.hidden
            : null;
    if (!endpoint || refusal) {
      await this.record(delivery, { at: new Date(), statusCode: null, durationMs: 0, error: refusal, responseExcerpt: null }, 'failed', null);
      return;
    }
    let result: SendResult;
    try {
      const target = await checkTarget(endpoint.url, this.deps.config.policy);
      const timestamp = Math.floor(Date.now() / 1000);
      result = await sendWebhook(
        target,
        { ...signedHeaders(endpoint.secret, delivery.eventId, timestamp, delivery.body) },
        delivery.body,
        this.deps.config.timeoutMs,
      );
    } catch (error) {
      const message = error instanceof AddressRefusedError ? error.message : String((error as Error).message ?? error);
      result = { statusCode: null, error: message, responseExcerpt: null, durationMs: 0 };
    }
    const attempt: WebhookAttempt = {
      at: new Date(),
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      responseExcerpt: result.responseExcerpt,
    };
    if (isSuccess(result)) {
      await this.record(delivery, attempt, 'succeeded', null);
      if (endpoint.consecutiveFailures !== 0) {
        await this.endpointLanes.run(endpoint._id, () => this.deps.endpoints.updateOne({ _id: endpoint._id }, { $set: { consecutiveFailures: 0 } }).exec());
      }
      return;
    }
    const schedule = this.deps.config.retryScheduleMs;
    const round = delivery.roundAttempts + 1;
    if (round <= schedule.length) {
      await this.record(delivery, attempt, 'pending', new Date(Date.now() + schedule[round - 1]!));
      return;
    }
    await this.record(delivery, attempt, 'failed', null);
    await this.endpointLanes.run(endpoint._id, () => this.exhausted(endpoint._id));
  }

  private async claim(claimId: string): Promise<boolean> {
    try {
      await this.deps.claims.create({ _id: claimId, claimedAt: new Date() });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    // Another replica has this attempt; or had it and stopped before recording it: take it over then.
    const held = await this.deps.claims.findById(claimId).lean<WebhookAttemptClaim>().exec();
    if (!held || Date.now() - held.claimedAt.getTime() < staleClaimMs(this.deps.config)) return false;
    await this.deps.claims.deleteOne({ _id: claimId }).exec();
    return this.claim(claimId);
  }

  private async record(delivery: WebhookDelivery, attempt: WebhookAttempt, state: WebhookDelivery['state'], nextAttemptAt: Date | null): Promise<void> {
    // A delivery that is over keeps no contact data: a replay sends the redacted event.
    const over = state !== 'pending' && delivery.redactedBody !== undefined ? { body: delivery.redactedBody } : {};
    await this.deps.deliveries
      .updateOne({ _id: delivery._id }, { $push: { attempts: attempt }, $set: { state, nextAttemptAt, roundAttempts: delivery.roundAttempts + 1, ...over } })
      .exec();
  }

  /** A delivery failed for good: count it, and disable the endpoint at the limit (mailing the company once). */
  private async exhausted(endpointId: string): Promise<void> {
    // Read fresh inside the lane: deliveries that exhausted together each count. Two replicas may
    // still race on the count; the worst case is disabling one failure later.
    const endpoint = await this.deps.endpoints.findById(endpointId).lean<WebhookEndpoint>().exec();
    if (!endpoint) return;
    const failures = endpoint.consecutiveFailures + 1;
    if (failures < this.deps.config.disableAfterFailures || !endpoint.enabled) {
      await this.deps.endpoints.updateOne({ _id: endpoint._id }, { $set: { consecutiveFailures: failures } }).exec();
      return;
    }
    const reason = `Disabled after ${failures} deliveries in a row failed all their retries`;
    await this.deps.endpoints
      .updateOne({ _id: endpoint._id }, { $set: { consecutiveFailures: failures, enabled: false, disabledReason: reason, disabledAt: new Date() } })
      .exec();
    this.log.warn({ endpoint: endpoint._id, companyId: endpoint.companyId }, 'webhook endpoint disabled');
    const company = await this.deps.profiles.findById(endpoint.companyId).lean<{ email: string; companyName: string }>().exec();
    if (!company) return;
    const product = this.deps.mailer.product;
    await this.deps.mailer
      .send({
        to: company.email,
        subject: `${product}: your webhook endpoint was disabled`,
        text: [
          `Hello ${company.companyName},`,
          '',
          `We disabled your webhook endpoint ${endpoint.url}: ${failures} deliveries in a row failed all their retries.`,
          'No further events are sent to it. Fix the receiver, then enable the endpoint again and replay the failed deliveries from the delivery log:',
          `${this.deps.config.publicUrl.replace(/\/$/, '')}/#/company/profile?tab=api`,
          '',
          `— ${product}`,
        ].join('\n'),
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not mail the disabled-endpoint notice'));
  }
}
