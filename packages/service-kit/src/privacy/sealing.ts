import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { envelopeSchema, type EventDefinition, type PersonalFields, type SealedFields } from '@hiring/contracts';

/**
 * Seals and opens the personal fields of an event on the wire (AES-256-GCM under the person's
 * key). The envelope's id, type and the sealed key id are authenticated with it, so a sealed block
 * cannot be moved onto another event or relabelled with another person's key.
 */
interface WireEnvelope {
  id: string;
  type: string;
  aggregateId: string;
  payload: Record<string, unknown>;
  sealed?: SealedFields;
  [member: string]: unknown;
}

const additionalData = (envelope: { id: string; type: string }, key: string) => Buffer.from(`${envelope.id}\n${envelope.type}\n${key}`, 'utf8');

/** The key id an event's envelope (as the outbox holds it) is sealed under. */
export function sealingKeyOf(personal: PersonalFields<unknown>, value: string): string {
  const envelope = JSON.parse(value) as WireEnvelope;
  return personal.keyOf(envelope.payload, envelope.aggregateId);
}

/** The envelope JSON with every payload field but the clear ones moved into `sealed`. */
export function sealEvent(personal: PersonalFields<unknown>, value: string, keyId: string, key: Buffer): string {
  const envelope = JSON.parse(value) as WireEnvelope;
  const clear: Record<string, unknown> = {};
  const hidden: Record<string, unknown> = {};
  for (const [field, member] of Object.entries(envelope.payload)) (personal.clear.includes(field) ? clear : hidden)[field] = member;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(envelope, keyId));
  const data = Buffer.concat([cipher.update(JSON.stringify(hidden), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return JSON.stringify({ ...envelope, payload: clear, sealed: { key: keyId, iv: iv.toString('base64'), data: data.toString('base64') } });
}

/** A message's envelope as read: `sealed` names the key it needs, if any. */
export function sealedKeyOf(raw: unknown): string | null {
  const sealed = (raw as { sealed?: { key?: unknown } } | null)?.sealed;
  return sealed && typeof sealed.key === 'string' ? sealed.key : null;
}

/**
 * The envelope with its sealed fields back in the payload. Throws when the block was tampered
 * with or belongs to another event (the tag does not verify): such a message never opens.
 */
export function openEvent(raw: unknown, key: Buffer): unknown {
  const envelope = envelopeSchema.parse(raw);
  if (!envelope.sealed) return raw;
  const { sealed, ...rest } = envelope;
  const bytes = Buffer.from(sealed.data, 'base64');
  if (bytes.length < 16) throw new Error('the sealed block is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(additionalData(envelope, sealed.key));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  const hidden = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8')) as Record<
    string,
    unknown
  >;
  return { ...rest, payload: { ...(envelope.payload as Record<string, unknown>), ...hidden } };
}

/** Whether messages of this event are sealed on the wire. */
export function isSealed(definition: EventDefinition | undefined): definition is EventDefinition & { personal: PersonalFields<unknown> } {
  return Boolean(definition?.personal);
}
