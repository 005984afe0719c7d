import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TAGLINE_CANDIDATE, TAGLINE_COMPANY } from '../app/brand';
import { displayName, useSession } from '../app/session';
import { UploadInterviewEmailsModal } from '../modules/interviews/components/UploadInterviewEmailsModal';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: candidate and company dashboards (spec section 2, Dashboard); candidates can already upload emails. */
export function DashboardPage() {
  const { user } = useSession();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const isCandidate = user?.user_type === 'candidate';
  const tagline = isCandidate ? TAGLINE_CANDIDATE : user?.user_type === 'company' ? TAGLINE_COMPANY : undefined;
  return (
    <PagePlaceholder title={`Welcome, ${displayName(user)}`} summary={tagline}>
      {isCandidate && (
        <section className="dashboard-upload" aria-labelledby="dashboard-upload-title">
          <div>
            <h2 id="dashboard-upload-title" className="dashboard-upload__title">
              Add your interview emails
            </h2>
            <p className="dashboard-upload__text">
              Each verified interview strengthens your anonymous profile.{' '}
              {uploaded ? (
                <>
                  See them on your <Link to="/interviews">interview history</Link>.
                </>
              ) : (
                'Upload invitations, schedules and offers as .eml files.'
              )}
            </p>
          </div>
          <button type="button" className="btn btn--primary" onClick={() => setUploadOpen(true)}>
            Upload interview emails
          </button>
        </section>
      )}
      {uploadOpen && <UploadInterviewEmailsModal onClose={() => setUploadOpen(false)} onUploaded={() => setUploaded(true)} />}
    </PagePlaceholder>
  );
}
