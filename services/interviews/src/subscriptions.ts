import { UserRegisteredV1 } from '@hiring/contracts';
import { on } from '@hiring/service-kit';
import type { CandidateMailboxModel } from './models/candidate-mailbox.model.js';
import { handleUserRegistered } from './events/handlers/user-registered.handler.js';

/** Every event the interviews service consumes. */
export function interviewsSubscriptions(deps: { mailboxes: CandidateMailboxModel }) {
  return [{ groupId: 'interviews.mailboxes', handlers: [on(UserRegisteredV1, handleUserRegistered(deps.mailboxes))] }];
}
