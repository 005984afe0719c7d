import type { Producer } from 'kafkajs';
import {
  CandidateProfileUpdatedV1,
  InterviewDeletedV1,
  InterviewUpdatedV1,
  InterviewUploadedV1,
  TokensGrantedV1,
  UserRegisteredV1,
  createEnvelope,
  type EventDefinition,
  type EventEnvelope,
  type InterviewSnapshot,
} from '@hiring/contracts';
import { createKafka, createLogger } from '@hiring/service-kit';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { aProfile, anInterview, type CandidateProfileSnapshot } from './builders.js';

/**
 * Publishes events the way their owners will (the candidate, interviews and billing services):
 * an envelope keyed by aggregate id on the event's topic. `send` re-sends an envelope as is, to
 * play a redelivery.
 */
export class EventPublisher {
  constructor(private readonly producer: Producer) {}

  async send(envelope: EventEnvelope, topic: string): Promise<void> {
    await this.producer.send({ topic, acks: -1, messages: [{ key: envelope.aggregateId, value: JSON.stringify(envelope) }] });
  }

  async publish<TType extends string, TPayload>(
    definition: EventDefinition<TType, TPayload>,
    aggregateId: string,
    payload: TPayload,
  ): Promise<EventEnvelope<TType, TPayload>> {
    const envelope = createEnvelope(definition, { aggregateId, payload });
    await this.send(envelope, definition.topic);
    return envelope;
  }

  profile(profile: CandidateProfileSnapshot) {
    return this.publish(CandidateProfileUpdatedV1, profile.candidateId, profile);
  }

  uploaded(interview: InterviewSnapshot) {
    return this.publish(InterviewUploadedV1, interview.interviewId, interview);
  }

  updated(interview: InterviewSnapshot) {
    return this.publish(InterviewUpdatedV1, interview.interviewId, interview);
  }

  deleted(interview: Pick<InterviewSnapshot, 'interviewId' | 'candidateId' | 'processId'>, revision: number) {
    const { interviewId, candidateId, processId } = interview;
    return this.publish(InterviewDeletedV1, interviewId, { interviewId, candidateId, processId, revision });
  }

  grant(companyId: string, tokens: number, grantId = `grant-${uniqueSuffix()}`) {
    return this.publish(TokensGrantedV1, companyId, {
      grantId,
      companyId,
      tokens,
      reason: 'one_time_bundle',
      sourceRef: null,
      grantedAt: new Date().toISOString(),
    });
  }

  /** A company account as auth announces it (service-level tests; the gateway tests register for real). */
  companyRegistered(companyId: string, companyData: { companyName: string; website: string | null }, email = `${companyId}@company.test`) {
    return this.publish(UserRegisteredV1, companyId, {
      userId: companyId,
      email,
      userType: 'company',
      firstName: 'Grace',
      lastName: 'Hopper',
      registeredAt: new Date().toISOString(),
      careerData: null,
      companyData: { industry: 'Technology', size: '11-50', ...companyData },
    });
  }

  /** A searchable candidate: a profile and its public interviews. */
  async candidate(profile: Partial<CandidateProfileSnapshot>, interviews: Partial<InterviewSnapshot>[] = [{}]) {
    const full = aProfile(profile);
    await this.profile(full);
    const snapshots = interviews.map((i) => anInterview(full.candidateId, i));
    for (const snapshot of snapshots) await this.uploaded(snapshot);
    return { profile: full, interviews: snapshots };
  }
}

/** A producer of its own, so tests can publish while the service is down. */
export async function startTestPublisher(): Promise<{ events: EventPublisher; stop(): Promise<void> }> {
  const kafka = createKafka({
    clientId: `test-publisher-${uniqueSuffix()}`,
    brokers: (process.env['KAFKA_BROKERS'] ?? '127.0.0.1:9092').split(','),
    logger: createLogger('test-publisher', 'silent'),
  });
  const producer = kafka.producer();
  await producer.connect();
  return { events: new EventPublisher(producer), stop: () => producer.disconnect() };
}
