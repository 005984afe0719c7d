import { ACCOUNT_LIMITS } from '@hiring/contracts';
import { appLink, codeMail, escapeHtml, mailHtml, type MailMessage } from '@hiring/service-kit';

/** The product's account mails. Plain text first; the HTML part says the same. */

export function verificationCodeMail(product: string, to: string, firstName: string, code: string): MailMessage {
  return codeMail(product, {
    to,
    subject: `Your ${product} verification code`,
    firstName,
    code,
    instructions: `Enter it on the registration page to verify your email address. It expires in ${ACCOUNT_LIMITS.codeTtlMinutes} minutes.`,
    ignore: 'If you did not start a registration, you can ignore this email.',
  });
}

/** Sent instead of a code when the address already has an account (the page answers the same). */
export function accountExistsMail(product: string, to: string, publicUrl: string): MailMessage {
  const login = appLink(publicUrl, '/login');
  const forgot = appLink(publicUrl, '/forgot-password');
  return {
    to,
    subject: `You already have an account on ${product}`,
    text: `Someone (hopefully you) tried to register with this email address, but it already has an account.\n\nSign in: ${login}\nForgot your password? ${forgot}\n\nIf this was not you, you can ignore this email.\n\n${product}`,
    html: mailHtml([
      'Someone (hopefully you) tried to register with this email address, but it already has an account.',
      `<a href="${login}">Sign in</a> or <a href="${forgot}">reset your password</a>.`,
      'If this was not you, you can ignore this email.',
    ]),
  };
}

/** Sent instead of a code when a candidate verified the address as an extra one on their account. */
export function addressClaimedMail(product: string, to: string, publicUrl: string): MailMessage {
  const login = appLink(publicUrl, '/login');
  return {
    to,
    subject: `This address already belongs to an account on ${product}`,
    text: `Someone (hopefully you) tried to register with this email address, but it is already verified as an additional address of an existing account, so it cannot start a new one.\n\nSign in with that account's login address: ${login}\nTo use this address for a new account, remove it from the other account's profile first.\n\nIf this was not you, you can ignore this email.\n\n${product}`,
    html: mailHtml([
      'Someone (hopefully you) tried to register with this email address, but it is already verified as an additional address of an existing account, so it cannot start a new one.',
      `<a href="${login}">Sign in</a> with that account's login address. To use this address for a new account, remove it from the other account's profile first.`,
      'If this was not you, you can ignore this email.',
    ]),
  };
}

export function passwordResetMail(product: string, to: string, firstName: string, code: string, publicUrl: string): MailMessage {
  const link = appLink(publicUrl, '/reset-password', { email: to, code });
  const minutes = ACCOUNT_LIMITS.codeTtlMinutes;
  return {
    to,
    subject: `Your ${product} password reset code`,
    text: `Hi ${firstName},\n\nYour password reset code is ${code}\n\nReset your password here: ${link}\n\nThe code expires in ${minutes} minutes. If you did not ask for a reset, you can ignore this email: your password stays as it is.\n\n${product}`,
    html: mailHtml([
      `Hi ${escapeHtml(firstName)},`,
      `Your password reset code is <strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>`,
      `<a href="${link}">Reset your password</a>. The code expires in ${minutes} minutes.`,
      'If you did not ask for a reset, you can ignore this email: your password stays as it is.',
    ]),
  };
}

export function welcomeMail(product: string, to: string, firstName: string, userType: 'candidate' | 'company', publicUrl: string): MailMessage {
  const dashboard = appLink(publicUrl, '/dashboard');
  const next =
    userType === 'candidate'
      ? 'Upload your interview emails to build your verified, anonymous interview record; companies you have not worked or interviewed with can then discover you.'
      : 'Search candidates with verified interview histories for free, and unlock the ones you want to contact.';
  return {
    to,
    subject: `Welcome to ${product}`,
    text: `Hi ${firstName},\n\nWelcome to ${product}! ${next}\n\nYour dashboard: ${dashboard}\n\n${product}`,
    html: mailHtml([`Hi ${escapeHtml(firstName)},`, `Welcome to ${product}! ${escapeHtml(next)}`, `<a href="${dashboard}">Open your dashboard</a>`]),
  };
}

/** Tells the owner their password changed, so an unexpected change does not go unnoticed. */
export function passwordChangedMail(product: string, to: string, firstName: string, publicUrl: string): MailMessage {
  const forgot = appLink(publicUrl, '/forgot-password');
  return {
    to,
    subject: `Your ${product} password was changed`,
    text: `Hi ${firstName},\n\nThe password of your account was just changed. If this was not you, reset it now: ${forgot}\n\n${product}`,
    html: mailHtml([
      `Hi ${escapeHtml(firstName)},`,
      `The password of your account was just changed. If this was not you, <a href="${forgot}">reset it now</a>.`,
    ]),
  };
}
