import { createHash } from 'node:crypto';
import type { CandidateProfileUpdatedV1, CandidateUnlockedV1, EnvelopeOf, InterviewUpdatedV1, InterviewUploadedV1, TokensSpentV1 } from '@hiring/contracts';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { CompanyProfile, CompanyProfileModel } from '../../models/company-profile.model.js';
import { DEFAULT_LOW_TOKENS_THRESHOLD, type SavedSearch, type SavedSearchModel, type WebhookSettings } from '../../models/saved-search.model.js';
import type { WebhookEndpoint, WebhookEndpointModel } from '../../models/webhook-endpoint.model.js';
import { candidateCard } from '../search/candidate-card.js';
import { companyIdentity, isProven } from '../search/company-identity.js';
import type { CandidateRecords } from '../search/opensearch/candidate-records.js';
import type { OpenSearchSearch } from '../search/opensearch/opensearch-search.js';
import { isHiddenFrom } from '../search/candidate-entry.js';
import type { WebhookDispatcher } from './delivery-worker.js';
import { matchesSavedSearch } from './saved-searches.service.js';

export interface WebhookEventDeps {
  dispatcher: WebhookDispatcher;
  profiles: CompanyProfileModel;
  endpoints: WebhookEndpointModel;
  searches: SavedSearchModel;
  settings: Model<WebhookSettings>;
  index: OpenSearchSearch;
  logger: Logger;
  /** How long a saved-search check waits for the search index to hold the event's change. */
  viewWaitMs?: number;
}

export async function lowTokensThreshold(settings: Model<WebhookSettings>, companyId: string): Promise<number> {
  return (await settings.findById(companyId).lean<WebhookSettings>().exec())?.lowTokensThreshold ?? DEFAULT_LOW_TOKENS_THRESHOLD;
}

/** A stable uuid-shaped id from a name: the same (search, candidate) always makes the same event id. */
export function derivedEventId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether a candidate may still be sent to the company: the dispatcher asks before every attempt. */
export function candidateVisibleTo(profiles: CompanyProfileModel, index: OpenSearchSearch) {
  return async (companyId: string, candidateId: string): Promise<boolean> => {
    const profile = await profiles.findById(companyId).lean<CompanyProfile>().exec();
    return profile !== null && (await index.visibleEntry(candidateId, companyIdentity(profile), true)) !== undefined;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Kafka events that become webhooks. Each handler is idempotent on its own: deliveries are
 * keyed `<endpoint>:<event id>`, so the consumer's redeliveries, a second replica or a replayed
 * topic never send an event twice.
 */
export function webhookEventHandlers(deps: WebhookEventDeps) {
  const log = deps.logger.child({ component: 'webhook-events' });

  /**
   * candidate.unlocked: the unlocked card, contact details included (the company paid for them),
   * unless the candidate is hidden from the company. The log and a replay after delivery carry the
   * event without the card (`candidate: null`): the contact data is read through the API.
   */
  const candidateUnlocked = async (event: EnvelopeOf<typeof CandidateUnlockedV1>): Promise<void> => {
    const { companyId, candidateId, unlockedAt, tokensSpent } = event.payload;
    const profile = await deps.profiles.findById(companyId).lean<CompanyProfile>().exec();
    const entry = profile ? await deps.index.visibleEntry(candidateId, companyIdentity(profile), true) : undefined;
    if (!entry) return;
    const data = { candidateId, unlockedAt, tokensSpent };
    await deps.dispatcher.enqueue(companyId, 'candidate.unlocked', event.id, { ...data, candidate: candidateCard(entry, true) }, new Date(event.occurredAt), {
      candidateId,
      redactedData: { ...data, candidate: null },
    });
  };

  /** tokens.low: the spend that took the balance from at or above the threshold to below it (once per crossing). */
  const tokensSpent = async (event: EnvelopeOf<typeof TokensSpentV1>): Promise<void> => {
    const { companyId, balanceAfter, tokens } = event.payload;
    const threshold = await lowTokensThreshold(deps.settings, companyId);
    if (!(balanceAfter < threshold && balanceAfter + tokens >= threshold)) return;
    await deps.dispatcher.enqueue(companyId, 'tokens.low', event.id, { balance: balanceAfter, threshold }, new Date(event.occurredAt));
  };

  /**
   * candidate.matched_saved_search: once the search index holds this change, every company's saved
   * search that the candidate now matches, once per (search, candidate). Only the card fields a
   * company sees before unlock are sent (candidateCard with unlocked=false nulls the personal ones),
   * and never to a company the candidate is hidden from.
   */
  let stopping = false;
  const candidateChanged = async (candidateId: string, holds: (records: CandidateRecords | null) => boolean, occurredAt: string): Promise<void> => {
    const applied = async () => holds(await deps.index.records(candidateId));
    const deadline = Date.now() + (deps.viewWaitMs ?? 30_000);
    // Stopping: leave the event for the next start.
    while (!(await applied()) && !stopping && Date.now() < deadline) await sleep(50);
    // Matching an older version could miss a match for good: let the consumer retry instead.
    if (!(await applied())) throw new Error(`the search index does not hold the change of candidate ${candidateId} yet`);
    const entry = await deps.index.entry(candidateId);
    if (!entry || !entry.searchable) return;
    const subscribed = (
      await deps.endpoints.find({}, { companyId: 1, enabled: 1, events: 1 }).lean<Pick<WebhookEndpoint, 'companyId' | 'enabled' | 'events'>[]>().exec()
    )
      .filter((e) => e.enabled && e.events.includes('candidate.matched_saved_search'))
      .map((e) => e.companyId);
    if (subscribed.length === 0) return;
    for (const companyId of new Set(subscribed)) {
      const searches = await deps.searches.find({ companyId }).lean<SavedSearch[]>().exec();
      // "New" candidates: what happens after the search was saved, not the back catalogue.
      const live = searches.filter((s) => s.createdAt.getTime() <= new Date(occurredAt).getTime() && matchesSavedSearch(s, entry));
      if (live.length === 0) continue;
      const profile = await deps.profiles.findById(companyId).lean<CompanyProfile>().exec();
      if (!profile) continue;
      const identity = companyIdentity(profile);
      // An unproven company may save searches but is sent no candidate (it may not search either).
      if (!isProven(identity) || isHiddenFrom(entry, identity)) continue;
      const card = candidateCard(entry, false);
      for (const search of live) {
        const data = { search: { id: search._id, name: search.name }, candidateId, candidate: card };
        await deps.dispatcher.enqueue(
          companyId,
          'candidate.matched_saved_search',
          derivedEventId(`saved-search:${search._id}:${candidateId}`),
          data,
          new Date(occurredAt),
          // The locked card has no contact data; the candidate id lets each attempt re-check hiding.
          { candidateId, redactedData: data },
        );
      }
    }
    log.debug({ candidateId }, 'saved searches checked');
  };

  return {
    /** Before the service stops: a saved-search check waiting for the index gives up (the event is redelivered). */
    stop: () => {
      stopping = true;
    },
    candidateUnlocked,
    tokensSpent,
    profileUpdated: (event: EnvelopeOf<typeof CandidateProfileUpdatedV1>) =>
      candidateChanged(event.payload.candidateId, (records) => (records?.profile?.revision ?? -1) >= event.payload.revision, event.occurredAt),
    interviewChanged: (event: EnvelopeOf<typeof InterviewUploadedV1> | EnvelopeOf<typeof InterviewUpdatedV1>) =>
      candidateChanged(
        event.payload.candidateId,
        (records) => (records?.interviews.find((r) => r.interviewId === event.payload.interviewId)?.revision ?? -1) >= event.payload.revision,
        event.occurredAt,
      ),
  };
}
