import { jobFamilyLabel } from '@hiring/contracts/vocabulary';
import type { EmailAnalysis } from '../admin';

const FORWARD_NAMES: Record<string, string> = { gmail: 'Gmail', outlook: 'Outlook', 'apple-mail': 'Apple Mail', attached: 'attached original' };

function orNotFound(value: string | null): string {
  return value && value.trim() ? value : 'Not found';
}

/** The extractor's reading of the test email, field by field. */
export function AnalysisResult({ analysis }: { analysis: EmailAnalysis }) {
  const family = analysis.jobFamily && analysis.jobFamily !== 'unknown' ? jobFamilyLabel(analysis.jobFamily) : null;
  const title = analysis.jobTitle && analysis.jobTitle !== 'Unknown' ? analysis.jobTitle : null;
  return (
    <section className="admin-analysis" aria-labelledby="analysis-title">
      <header className="admin-analysis__header">
        <h3 id="analysis-title" className="admin-analysis__title">
          Analysis
        </h3>
        <span className={`admin-badge admin-badge--${analysis.isInterviewRelated ? 'success' : 'neutral'}`}>
          {analysis.isInterviewRelated ? 'Interview related' : 'Not interview related'}
        </span>
      </header>
      <dl className="admin-analysis__fields">
        <div>
          <dt>Company</dt>
          <dd>{orNotFound(analysis.companyName)}</dd>
        </div>
        <div>
          <dt>Company domain</dt>
          <dd>{orNotFound(analysis.companyDomain)}</dd>
        </div>
        <div>
          <dt>Stage</dt>
          <dd>{analysis.stageLabel || orNotFound(analysis.interviewStage)}</dd>
        </div>
        <div>
          <dt>Interview date</dt>
          <dd>{orNotFound(analysis.interviewDate)}</dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>{orNotFound(analysis.position)}</dd>
        </div>
        <div>
          <dt>Job family and title</dt>
          <dd>{family || title ? [title, family && `(${family})`].filter(Boolean).join(' ') : 'Not found'}</dd>
        </div>
        <div className="admin-analysis__wide">
          <dt>Summary</dt>
          <dd>{orNotFound(analysis.summary)}</dd>
        </div>
        <div>
          <dt>Read by</dt>
          <dd>{analysis.extractedBy === 'openai' ? 'OpenAI' : 'Heuristic extractor'}</dd>
        </div>
        <div>
          <dt>Forward</dt>
          <dd>{analysis.forwarded ? `Unwrapped (${FORWARD_NAMES[analysis.forwarded] ?? analysis.forwarded})` : 'Not a forward'}</dd>
        </div>
      </dl>
      <p className="admin-analysis__note">Nothing was stored.</p>
    </section>
  );
}
