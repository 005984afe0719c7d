import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '@hiring/service-kit';
import type { CandidateMailbox, CandidateMailboxModel } from '../models/candidate-mailbox.model.js';

/**
 * What the candidate_mailboxes view is derived from: one insert-once record per address event
 * (the login address from UserRegistered; each CandidateEmailVerified and CandidateEmailRemoved,
 * by the id of the verification). The view's `addresses` are always recomputed from these records
 * (login, plus verified ids that have no removal), so the events may arrive in any order, more
 * than once, and from different topics handled by different replicas: the result is the same.
 */
export interface MailboxChange {
  /** `<candidateId>:login`, `<candidateId>:verified:<emailId>`, `<candidateId>:removed:<emailId>` */
  _id: string;
  candidateId: string;
  kind: 'login' | 'verified' | 'removed';
  emailId: string | null;
  email: string;
  at: Date;
}

export type MailboxChangeModel = Model<MailboxChange>;

const schema = new Schema<MailboxChange>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    kind: { type: String, enum: ['login', 'verified', 'removed'], required: true },
    emailId: { type: String, default: null },
    email: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export function mailboxChangeModel(connection: Connection): MailboxChangeModel {
  return (
    (connection.models['MailboxChange'] as MailboxChangeModel | undefined) ??
    connection.model<MailboxChange>('MailboxChange', schema, 'candidate_mailbox_changes')
  );
}

type Address = CandidateMailbox['addresses'][number];

/** The addresses the records give; a mailbox made before the records existed keeps its login entries. */
export function addressesFrom(changes: MailboxChange[], existing: CandidateMailbox | null): Address[] {
  const removed = new Set(changes.filter((c) => c.kind === 'removed').map((c) => c.emailId));
  const logins = changes.filter((c) => c.kind === 'login');
  const addresses: Address[] =
    logins.length > 0
      ? logins.map((c) => ({ email: c.email, source: 'login', verifiedAt: c.at }))
      : (existing?.addresses ?? []).filter((a) => a.source === 'login');
  const extra = changes.filter((c) => c.kind === 'verified' && !removed.has(c.emailId)).sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const change of extra) {
    if (!addresses.some((a) => a.email === change.email)) addresses.push({ email: change.email, source: 'additional', verifiedAt: change.at });
  }
  return addresses;
}

function same(a: Address[], b: Address[]): boolean {
  return a.length === b.length && a.every((x, i) => x.email === b[i]!.email && x.source === b[i]!.source);
}

/** Records one change (insert-once) and brings the candidate's mailbox view in line with the records. */
export async function applyMailboxChange(deps: { mailboxes: CandidateMailboxModel; changes: MailboxChangeModel }, change: MailboxChange): Promise<void> {
  try {
    await deps.changes.create(change);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  await syncMailbox(deps, change.candidateId);
}

/**
 * Writes the recomputed addresses, then reads again until the view matches the records: whoever
 * writes last also checks last, so two handlers racing on one mailbox converge.
 */
export async function syncMailbox(deps: { mailboxes: CandidateMailboxModel; changes: MailboxChangeModel }, candidateId: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const changes = await deps.changes.find({ candidateId }).lean<MailboxChange[]>().exec();
    const doc = await deps.mailboxes.findById(candidateId).exec();
    const desired = addressesFrom(changes, doc?.toObject() ?? null);
    if (doc && same(doc.addresses, desired)) return;
    if (!doc) {
      try {
        await deps.mailboxes.create({ _id: candidateId, addresses: desired });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      continue;
    }
    doc.set({ addresses: desired });
    await doc.save();
  }
  throw new Error(`mailbox of ${candidateId} did not settle`);
}
