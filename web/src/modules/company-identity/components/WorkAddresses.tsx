import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { COMPANY_IDENTITY_LIMITS, COMPANY_IDENTITY_MESSAGES } from '@hiring/contracts/vocabulary';
import { errorMessage } from '../../../app/error-message';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import type { CompanyProfile } from '../../company-profile/company-profile';
import { FieldError, invalidProps } from '../../registration/components/FieldError';
import { isValidEmail } from '../../registration/validation';
import { Spinner } from '../../ui/components/Spinner';
import { REQUEST_WORK_ADDRESS_CODE, VERIFY_WORK_ADDRESS } from '../graphql/work-addresses';
import { IDENTITY_TEXT, WORK_ADDRESS_SECTION_ID, identityDate, workAddressCode } from '../identity';
import '../company-identity.css';

/**
 * "Verified work addresses" (issue 27): the addresses that prove the company's domains, and the
 * two steps to add one: the address (the server sends a 6-digit code to it), then the code. The
 * server's messages are shown as it sends them (personal providers, limits, wrong code...).
 * `?section=work-addresses` (the unproven-company button) brings the section into view and focus.
 */
export function WorkAddresses({ profile }: { profile: CompanyProfile }) {
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  /** The address the code was sent to: the second step is shown while it is set. */
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [requestCode, { loading: sending }] = useMutation(REQUEST_WORK_ADDRESS_CODE);
  const [verify, { loading: verifying }] = useMutation(VERIFY_WORK_ADDRESS);
  const codeInput = useRef<HTMLInputElement>(null);
  const addresses = profile.workAddresses;
  const full = addresses.length >= COMPANY_IDENTITY_LIMITS.maxWorkAddresses;

  const wanted = params.get('section') === 'work-addresses';
  useEffect(() => {
    if (!wanted) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, [wanted]);

  useEffect(() => {
    if (pending) codeInput.current?.focus();
  }, [pending]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const address = email.trim();
    if (!isValidEmail(address)) {
      setEmailError(COMPANY_IDENTITY_MESSAGES.invalidAddress);
      document.getElementById('ci-work-email')?.focus();
      return;
    }
    setEmailError(null);
    try {
      const { data } = await requestCode({ variables: { email: address } });
      const sent = data?.requestWorkAddressCode;
      setPending(sent?.email ?? address);
      setCode('');
      setCodeError(null);
      setNotice(success(sent?.message || COMPANY_IDENTITY_MESSAGES.codeSent(address)));
    } catch (problem) {
      setNotice(failure(errorMessage(problem, IDENTITY_TEXT.codeRequestFailed)));
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) return;
    setNotice(null);
    const digits = workAddressCode(code);
    if (!digits) {
      setCodeError(IDENTITY_TEXT.codeInvalid);
      codeInput.current?.focus();
      return;
    }
    setCodeError(null);
    try {
      // The answer is the profile: the list, identityProven and websiteProven update through the cache.
      await verify({ variables: { email: pending, code: digits } });
      setPending(null);
      setEmail('');
      setCode('');
      setNotice(success(COMPANY_IDENTITY_MESSAGES.addressVerified));
    } catch (problem) {
      setNotice(failure(errorMessage(problem, IDENTITY_TEXT.verifyFailed)));
    }
  }

  return (
    <section className="cp-card ci-section" id={WORK_ADDRESS_SECTION_ID} aria-labelledby="ci-work-title" data-identity-proven={profile.identityProven}>
      <div className="cp-card__header">
        <div>
          <h2 id="ci-work-title" className="cp-card__title ci-section" ref={heading} tabIndex={-1}>
            Verified work addresses
          </h2>
          <p className="cp-card__lead">
            An address at your company&apos;s own domain proves which company you are. Until one is verified you cannot search or unlock candidates, and
            candidates who worked at or interviewed with your domains are hidden from you.
          </p>
        </div>
      </div>
      {!profile.identityProven && <p className="ci-unproven-pill">{IDENTITY_TEXT.notProven}</p>}
      {addresses.length === 0 ? (
        <p className="ci-empty">No verified work address yet.</p>
      ) : (
        <ul className="ci-list" aria-label="Verified work addresses">
          {addresses.map((address) => (
            <li key={address.email} className="ci-list__item" data-work-address={address.email}>
              <span className="ci-list__main">{address.email}</span>
              <span className="ci-list__meta">Domain {address.domain}</span>
              <span className="ci-list__meta">
                Verified {identityDate(address.verifiedAt)}
                {address.source === 'registration' ? ' (at registration)' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}

      {!pending ? (
        <form className="ci-form" noValidate onSubmit={(event) => void send(event)} aria-label="Add a work address">
          <div className="field">
            <label htmlFor="ci-work-email" className="field__label">
              Work email address
            </label>
            <input
              id="ci-work-email"
              className="input"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@your-company.com"
              disabled={full}
              {...invalidProps('ci-work-email', emailError, false)}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FieldError id="ci-work-email" error={emailError} />
          </div>
          <button type="submit" className="btn btn--primary" disabled={sending || full}>
            {sending ? (
              <>
                <Spinner /> Sending...
              </>
            ) : (
              'Send code'
            )}
          </button>
          {full && <p className="ci-hint">{COMPANY_IDENTITY_MESSAGES.tooManyAddresses}</p>}
        </form>
      ) : (
        <form className="ci-form ci-form--code" noValidate onSubmit={(event) => void confirm(event)} aria-label={`Verify ${pending}`}>
          <div className="field">
            <label htmlFor="ci-work-code" className="field__label">
              6-digit code sent to {pending}
            </label>
            <input
              ref={codeInput}
              id="ci-work-code"
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              {...invalidProps('ci-work-code', codeError, false)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <FieldError id="ci-work-code" error={codeError} />
          </div>
          <button type="submit" className="btn btn--primary" disabled={verifying}>
            {verifying ? (
              <>
                <Spinner /> Verifying...
              </>
            ) : (
              'Verify address'
            )}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setPending(null);
              setNotice(null);
            }}
          >
            Use another address
          </button>
        </form>
      )}
      <Notice notice={notice} />
    </section>
  );
}
