import { ACCOUNT_LIMITS } from '@hiring/contracts';
import { appLink, codeMail, escapeHtml, mailHtml, type MailMessage, ADDED_ADDRESS_IGNORE } from '@hiring/service-kit';

/** The candidate service's mails. Plain text first; the HTML part says the same. */

/** The code that proves a candidate owns an extra address. */
export function additionalEmailCodeMail(product: string, to: string, firstName: string, code: string): MailMessage {
  return codeMail(product, {
    to,
    subject: `Your ${product} verification code`,
    firstName,
    code,
    instructions: `Enter it on your profile page to add this address to your account. Interview emails sent to or from a verified address can be uploaded. The code expires in ${ACCOUNT_LIMITS.codeTtlMinutes} minutes.`,
    ignore: ADDED_ADDRESS_IGNORE,
  });
}

/** The invitation a referred friend receives; the link carries the referral and the address. */
export function referralInvitationMail(
  product: string,
  input: {
    to: string;
    refereeFirstName: string;
    referrerFirstName: string;
    referrerLastName: string;
    referralId: string;
    publicUrl: string;
  },
): MailMessage {
  const link = appLink(input.publicUrl, '/register', { type: 'candidate', ref: input.referralId, email: input.to });
  const referrer = `${input.referrerFirstName} ${input.referrerLastName}`.trim() || 'A friend';
  return {
    to: input.to,
    subject: `${referrer} invited you to ${product}`,
    text: `Hi ${input.refereeFirstName},\n\n${referrer} invited you to ${product}: build an anonymous, verified record of your interviews and get discovered by companies you have not worked or interviewed with.\n\nCreate your account: ${link}\n\n${product}`,
    html: mailHtml([
      `Hi ${escapeHtml(input.refereeFirstName)},`,
      `${escapeHtml(referrer)} invited you to ${product}: build an anonymous, verified record of your interviews and get discovered by companies you have not worked or interviewed with.`,
      `<a href="${link}">Create your account</a>`,
    ]),
  };
}

/**
 * Who unlocked, as platform mail may name them: the display name with the company's proven domain
 * ("Brightpath Labs (brightpath-labs.com)"). A name alone is whatever the account typed and proves
 * nothing, so without a proven domain the mail says "A company on <product>" and no name at all.
 */
export function unlockingCompany(product: string, companyName: string, companyDomain: string | null | undefined): string {
  const domain = companyDomain?.trim();
  if (!domain) return `A company on ${product}`;
  const name = companyName.trim();
  return name ? `${name} (${domain})` : domain;
}

/** A company unlocked the candidate's profile: it now sees the contact details and may write. */
export function profileUnlockedMail(
  product: string,
  input: { to: string; firstName: string; companyName: string; companyDomain?: string | null; publicUrl: string },
): MailMessage {
  const dashboard = appLink(input.publicUrl, '/dashboard');
  const company = unlockingCompany(product, input.companyName, input.companyDomain);
  return {
    to: input.to,
    // "A company on InterviewProof unlocked your profile" names the product once.
    subject: input.companyDomain?.trim() ? `${company} unlocked your ${product} profile` : `${company} unlocked your profile`,
    text: `Hi ${input.firstName},\n\n${company} unlocked your profile: they can now see your name and contact details and may get in touch by email.\n\nYour dashboard: ${dashboard}\n\n${product}`,
    html: mailHtml([
      `Hi ${escapeHtml(input.firstName)},`,
      `${escapeHtml(company)} unlocked your profile: they can now see your name and contact details and may get in touch by email.`,
      `<a href="${dashboard}">Open your dashboard</a>`,
    ]),
  };
}
