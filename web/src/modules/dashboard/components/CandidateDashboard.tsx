import '../dashboard.css';
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CANDIDATE_LIMITS } from '@hiring/contracts/vocabulary';
import { TAGLINE_CANDIDATE } from '../../../app/brand';
import { displayName, useSession } from '../../../app/session';
import { UploadInterviewEmailsModal } from '../../interviews/components/UploadInterviewEmailsModal';
import { RankingCards } from '../../rankings/components/RankingCards';
import { RankingsModal } from '../../rankings/components/RankingsModal';
import { rankingCards } from '../../rankings/rankings';
import { Spinner } from '../../ui/components/Spinner';
import { SUPPORT_EMAIL } from '../../../app/brand';
import { CANDIDATE_DASHBOARD } from '../graphql/candidate-dashboard.query';
import { CompanyInterestList } from './CompanyInterestList';
import { GettingStartedChecklist } from './GettingStartedChecklist';

/**
 * The candidate dashboard (docs/product/screens.md#dashboard): the welcome, the upload modal, the
 * getting-started checklist with referrals, the ranking cards and the Rankings modal, and the
 * support link. One GraphQL query brings it all; parts that fail are logged and left out
 * (ranking stats become empty), the rest still shows.
 */
export function CandidateDashboard() {
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(CANDIDATE_DASHBOARD, {
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: false,
  });
  const [uploadOpen, setUploadOpen] = useState(false);
  const [rankingsOpen, setRankingsOpen] = useState(false);
  const [uploaded, setUploaded] = useState(false);

  useEffect(() => {
    if (error) console.warn('Some dashboard data could not be loaded:', error.message);
  }, [error]);

  // A friend registers elsewhere while this tab waits in the background (issue 32: the slot still
  // read Invited): coming back to the tab reads the dashboard again while an invitation is open.
  const pendingReferral = (data?.myReferrals?.referrals ?? []).some((referral) => !referral.hasSignedUp);
  useEffect(() => {
    if (!pendingReferral) return undefined;
    const again = () => {
      if (document.visibilityState === 'visible') void refetch().catch((refetchError: unknown) => console.warn('Dashboard refresh failed', refetchError));
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [pendingReferral, refetch]);

  if (loading && !data) {
    return (
      <p className="dashboard-loading" role="status">
        <Spinner /> Loading dashboard...
      </p>
    );
  }

  const profile = data?.myCandidateProfile ?? null;
  const referrals = data?.myReferrals;
  const totalInterviews = data?.interviewHistory?.totalInterviews ?? 0;
  const rankings = data?.rankingStats ?? null;
  const cards = rankings ? rankingCards(rankings, rankings.profileUnlocks) : [];
  const firstName = profile?.firstName || displayName(user);

  const refresh = () => {
    void refetch().catch((refetchError: unknown) => console.warn('Dashboard refresh failed', refetchError));
  };

  return (
    <div className="dashboard">
      <header className="dashboard__welcome">
        <div>
          <h1 id="page-title" className="page-title">
            Welcome, {firstName}
          </h1>
          <p className="page-lead">{TAGLINE_CANDIDATE}</p>
        </div>
        <div className="dashboard__actions">
          <button type="button" className="btn btn--primary" onClick={() => setUploadOpen(true)}>
            Upload interview emails
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setRankingsOpen(true)}>
            View your rankings
          </button>
        </div>
      </header>
      {uploaded && (
        <p className="dashboard__uploaded" role="status">
          Your emails were uploaded. See them on your <Link to="/interviews">interview history</Link>.
        </p>
      )}

      <div className="dashboard__grid">
        <GettingStartedChecklist
          totalInterviews={totalInterviews}
          workExperienceCount={profile?.workExperiences.length ?? 0}
          referrals={referrals?.referrals ?? []}
          maxReferrals={referrals?.maxReferrals ?? CANDIDATE_LIMITS.maxReferrals}
          onReferralSent={refresh}
        />

        {rankings && (
          <section className="dash-card rankings" aria-labelledby="rankings-title">
            <h2 id="rankings-title" className="dash-card__title">
              Your rankings
            </h2>
            <p className="dash-card__lead">
              How your verified interviews compare with every candidate on the platform ({rankings.totalCandidates}{' '}
              {rankings.totalCandidates === 1 ? 'candidate' : 'candidates'}).
            </p>
            {rankings.totalInterviews.count === 0 ? (
              <div className="rankings-empty">
                <p className="rankings-empty__title">No rankings yet</p>
                <p>Your rankings appear with your first interview. Upload your interview emails to see how you compare.</p>
                <button type="button" className="btn btn--secondary" onClick={() => setUploadOpen(true)}>
                  Upload your interview emails
                </button>
              </div>
            ) : (
              <RankingCards cards={cards} />
            )}
          </section>
        )}
        {data?.companyInterest && <CompanyInterestList entries={data.companyInterest} />}
      </div>

      <p className="dashboard__support">
        Questions or feedback? <a href={`mailto:${SUPPORT_EMAIL}`}>Contact support at {SUPPORT_EMAIL}</a>
      </p>

      {uploadOpen && (
        <UploadInterviewEmailsModal
          onClose={() => {
            setUploadOpen(false);
            refresh();
          }}
          onUploaded={() => {
            setUploaded(true);
            refresh();
          }}
        />
      )}
      {rankingsOpen && (
        <RankingsModal
          totalInterviews={rankings?.totalInterviews.count ?? totalInterviews}
          companies={rankings?.companies.count ?? 0}
          cards={cards}
          totalCandidates={rankings?.totalCandidates ?? null}
          onClose={() => setRankingsOpen(false)}
          onUpload={() => {
            setRankingsOpen(false);
            setUploadOpen(true);
          }}
        />
      )}
    </div>
  );
}
