import type { FastifyInstance } from 'fastify';
import { namedScope, type Logger } from '@hiring/service-kit';
import type { BillingConfig } from '../config.js';
import type { StripeWebhooks } from '../domain/stripe-webhooks.service.js';
import { verifyWebhook, type StripeEvent } from '../domain/stripe-api.js';

export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

/** Stripe events are small; anything bigger is not from Stripe. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

const failure = (error: string) => ({ success: false, error, message: error });

/**
 * `POST /stripe/webhook`: Stripe's events (reached through the gateway's `/api/stripe/webhook`,
 * which forwards the body untouched). The signature is checked on the exact bytes received, before
 * anything is read or written: an unverifiable request is answered 400 and changes nothing. A
 * handling failure answers 500, so Stripe delivers the event again.
 */
export async function registerStripeWebhookRoute(
  app: FastifyInstance,
  deps: { config: BillingConfig; webhooks: StripeWebhooks; logger: Logger },
): Promise<void> {
  await app.register(
    namedScope('stripe webhook', async (scope) => {
      // This route alone keeps the raw body: JSON parsing would change the bytes that were signed.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) => done(null, body));
      scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
        const secret = deps.config.STRIPE_WEBHOOK_SECRET;
        if (!secret) return reply.code(503).send(failure('Stripe webhooks are not configured'));
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !signature) return reply.code(400).send(failure('Missing Stripe signature'));
        if (!Buffer.isBuffer(request.body)) return reply.code(400).send(failure('Invalid Stripe signature'));
        let event: StripeEvent;
        try {
          event = verifyWebhook(request.body, signature, secret);
        } catch (error) {
          deps.logger.warn({ err: error }, 'refused a webhook with an invalid Stripe signature');
          return reply.code(400).send(failure('Invalid Stripe signature'));
        }
        try {
          const result = await deps.webhooks.handle(event);
          return reply.send({ received: true, duplicate: result.duplicate, outcome: result.outcome });
        } catch (error) {
          deps.logger.error({ err: error, eventId: event.id, type: event.type }, 'stripe event handling failed; Stripe will retry');
          return reply.code(500).send(failure('Webhook handling failed'));
        }
      });
    }),
  );
}
