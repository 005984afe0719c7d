import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { COMPANY_IDENTITY_LIMITS, companyWebsite, INVALID_WEBSITE } from '@hiring/contracts/vocabulary';
import { errorMessage } from '../../../app/error-message';
import { updateStoredUser, type StoredUser } from '../../../app/session';
import type { Subscription } from '../../billing/billing';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import { useFreshNotice } from '../../candidate-profile/components/Notice';
import { FieldError, invalidProps } from '../../registration/components/FieldError';
import { Spinner } from '../../ui/components/Spinner';
import { PROFILE_INDUSTRIES, PROFILE_SIZES, PROFILE_TEXT, type CompanyProfile } from '../company-profile';
import { SAVE_COMPANY_PROFILE } from '../graphql/save-company-profile.mutation';
import { TokenSummary } from './TokenSummary';
import { HiringSystemTenants } from '../../company-identity/components/HiringSystemTenants';
import { WorkAddresses } from '../../company-identity/components/WorkAddresses';
import { IDENTITY_TEXT, identityDate } from '../../company-identity/identity';
import { StatusMark } from '../../ui/components/StatusMark';

interface CompanyInfoTabProps {
  profile: CompanyProfile;
  user: StoredUser | null;
  tokens: number | null;
  subscription: Subscription | null;
  onBuyTokens: () => void;
  onManageSubscription: () => void;
}

function formOf(profile: Pick<CompanyProfile, 'companyName' | 'industry' | 'size' | 'website'>) {
  return { companyName: profile.companyName, industry: profile.industry ?? '', size: profile.size ?? '', website: profile.website ?? '' };
}

/** Options with the stored value kept when it is not one of them (older data). */
function optionsWith(options: readonly string[], value: string): string[] {
  return value && !options.includes(value) ? [...options, value] : [...options];
}

/** Company Information (docs/product/screens.md#company-profile): tokens and subscription, the company form, Company Users. */
export function CompanyInfoTab({ profile, user, tokens, subscription, onBuyTokens, onManageSubscription }: CompanyInfoTabProps) {
  const [form, setForm] = useState(() => formOf(profile));
  const [saveCompany] = useMutation(SAVE_COMPANY_PROFILE);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const shownNotice = useFreshNotice(notice);
  const [websiteError, setWebsiteError] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  // registration's rule (@hiring/contracts companyWebsite); the error goes once the address is fixed
  const websiteRefused = companyWebsite(form.website) === undefined;
  if (websiteError && !websiteRefused) setWebsiteError(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (websiteRefused) {
      setWebsiteError(INVALID_WEBSITE);
      document.getElementById('cp-website')?.focus();
      return;
    }
    setSaving(true);
    try {
      const input = { companyName: form.companyName.trim(), industry: form.industry, size: form.size, website: form.website.trim() };
      const { data } = await saveCompany({ variables: { input } });
      // The saved profile reaches the page through the cache; the form shows what was stored.
      const saved = data ? formOf(data.saveCompanyProfile.profile) : input;
      setForm(saved);
      updateStoredUser({ company_name: saved.companyName });
      setNotice(success(PROFILE_TEXT.companySaved));
    } catch (error) {
      setNotice(failure(errorMessage(error, PROFILE_TEXT.companyFailed)));
    } finally {
      setSaving(false);
    }
  };

  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || user?.email || 'You';
  return (
    <div className="cp-stack">
      <TokenSummary tokens={tokens} subscription={subscription} onBuyTokens={onBuyTokens} onManage={onManageSubscription} />
      <section className="cp-card" aria-labelledby="cp-company-title">
        <div className="cp-card__header">
          <div>
            <h2 id="cp-company-title" className="cp-card__title">
              Company Details
            </h2>
            <p className="cp-card__lead">
              Candidates who interviewed with or worked for your company are never shown to you: your verified work domains decide who that is, not the name you
              show.
            </p>
          </div>
        </div>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="form-grid form-grid--2">
            <div className="field">
              <label htmlFor="cp-company-name" className="field__label">
                Company name{' '}
                <span className="field__required" aria-hidden="true">
                  *
                </span>
              </label>
              <input
                id="cp-company-name"
                className="input"
                autoComplete="organization"
                required
                aria-describedby="cp-company-name-history"
                value={form.companyName}
                onChange={(event) => set('companyName')(event.target.value)}
              />
              <NameHistory id="cp-company-name-history" history={profile.nameHistory} />
            </div>
            <div className="field">
              <label htmlFor="cp-website" className="field__label">
                Website
              </label>
              <input
                id="cp-website"
                className="input"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://example.com"
                {...invalidProps('cp-website', websiteError, false)}
                value={form.website}
                onChange={(event) => set('website')(event.target.value)}
              />
              <FieldError id="cp-website" error={websiteError} />
              {profile.website && !profile.websiteProven && (
                <p className="ci-unproven-pill" data-testid="website-unproven">
                  <StatusMark tone="error" className="field__mark" />
                  {IDENTITY_TEXT.websiteUnproven}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor="cp-industry" className="field__label">
                Industry
              </label>
              <select id="cp-industry" className="select" value={form.industry} onChange={(event) => set('industry')(event.target.value)}>
                <option value="">Select industry</option>
                {optionsWith(PROFILE_INDUSTRIES, form.industry).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="cp-size" className="field__label">
                Company size
              </label>
              <select id="cp-size" className="select" value={form.size} onChange={(event) => set('size')(event.target.value)}>
                <option value="">Select size</option>
                {optionsWith(PROFILE_SIZES, form.size).map((option) => (
                  <option key={option} value={option}>
                    {option} employees
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Notice notice={shownNotice} />
          <div className="cp-actions">
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? (
                <>
                  <Spinner /> Saving...
                </>
              ) : (
                'Save Company Information'
              )}
            </button>
          </div>
        </form>
      </section>
      <WorkAddresses profile={profile} />
      <HiringSystemTenants proven={profile.identityProven} />
      <section className="cp-card" aria-labelledby="cp-users-title">
        <div className="cp-card__header">
          <div>
            <h2 id="cp-users-title" className="cp-card__title">
              Company Users <span className="cp-badge cp-badge--info">Coming Soon</span>
            </h2>
            <p className="cp-card__lead">Invite team members to search and unlock candidates together.</p>
          </div>
          <button type="button" className="btn btn--secondary btn--sm" disabled>
            Invite team members
          </button>
        </div>
        <ul className="cp-users">
          <li className="cp-user">
            <span className="avatar" aria-hidden="true">
              {fullName.charAt(0).toUpperCase()}
            </span>
            <div className="cp-user__who">
              <p className="cp-user__name">
                {fullName} <span className="cp-user__you">(you)</span>
              </p>
              <p className="cp-user__email">{profile.email || user?.email}</p>
            </div>
            <span className="cp-badge cp-badge--brand">Administrator</span>
          </li>
        </ul>
      </section>
    </div>
  );
}

/**
 * The names the company had, newest first (issue 27: renames are limited and kept; a rename changes
 * the display name only, never whom the company is hidden from).
 */
function NameHistory({ id, history }: { id: string; history: CompanyProfile['nameHistory'] }) {
  return (
    <div id={id} className="ci-history">
      <p className="ci-history__limit">{`Up to ${COMPANY_IDENTITY_LIMITS.renamesPerWindow} name changes in ${COMPANY_IDENTITY_LIMITS.renameWindowDays} days; every name is kept.`}</p>
      {history.length > 0 && (
        <div>
          <span>Name history: </span>
          <ul aria-label="Name history">
            {history.map((entry) => (
              <li key={`${entry.name}|${entry.changedAt}`}>
                {entry.name} ({identityDate(entry.changedAt)})
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
