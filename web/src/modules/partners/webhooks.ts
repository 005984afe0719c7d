/** The webhooks panel's choices and texts (docs/partners.md#webhooks), as pure data for the component. */
export const WEBHOOK_EVENTS = [
  { type: 'candidate.unlocked', hint: 'you unlocked a candidate' },
  { type: 'candidate.matched_saved_search', hint: 'a new candidate matches a saved search' },
  { type: 'candidate.erased', hint: 'a candidate you unlocked deleted their account (delete what you keep of them)' },
  { type: 'tokens.low', hint: 'your token balance falls below the threshold below' },
] as const;

export const WEBHOOK_TEXT = {
  urlRequired: 'Enter the URL of your endpoint',
  eventsRequired: 'Choose at least one event',
  createFailed: 'Could not add the endpoint. Please try again.',
  loadFailed: 'Could not load your webhook endpoints.',
  actionFailed: 'That did not work. Please try again.',
  replayed: 'Delivery queued again.',
  thresholdSaved: 'Threshold saved.',
  thresholdInvalid: 'Enter a whole number of tokens (0 or more)',
} as const;

export interface WebhookForm {
  url: string;
  description: string;
  events: string[];
}

export const EMPTY_WEBHOOK_FORM: WebhookForm = { url: '', description: '', events: ['candidate.unlocked'] };

export function webhookInput(form: WebhookForm): { input: { url: string; events: string[]; description: string } } | { problem: string } {
  if (!form.url.trim()) return { problem: WEBHOOK_TEXT.urlRequired };
  if (form.events.length === 0) return { problem: WEBHOOK_TEXT.eventsRequired };
  return { input: { url: form.url.trim(), events: form.events, description: form.description.trim() } };
}

/** A delivery's line in the log: its state and the last attempt's outcome. */
export function deliveryStatus(delivery: { state: string; attempts: { statusCode?: number | null; error?: string | null }[] }): string {
  const last = delivery.attempts[delivery.attempts.length - 1];
  const outcome = last ? (last.statusCode ? `HTTP ${last.statusCode}` : (last.error ?? '')) : 'not sent yet';
  const state = delivery.state === 'succeeded' ? 'Delivered' : delivery.state === 'failed' ? 'Failed' : 'Pending';
  return `${state} · ${outcome}`;
}
