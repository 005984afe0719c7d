import { ACCOUNT_LIMITS } from '@hiring/contracts';
import { codeMail, type MailMessage, ADDED_ADDRESS_IGNORE } from '@hiring/service-kit';

/** The code that proves a company reads a work address (its domain then identifies the company). */
export function workAddressCodeMail(product: string, to: string, firstName: string, code: string): MailMessage {
  return codeMail(product, {
    to,
    subject: `Your ${product} work address code`,
    firstName,
    code,
    instructions: `Enter it on your Company Profile to verify this work address: its domain then identifies your company on ${product}. The code expires in ${ACCOUNT_LIMITS.codeTtlMinutes} minutes.`,
    ignore: ADDED_ADDRESS_IGNORE,
  });
}
