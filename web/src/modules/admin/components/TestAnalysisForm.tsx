import { useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { Field } from '../../ui/components/Field';
import { Spinner } from '../../ui/components/Spinner';
import { useMountedRef } from '../../ui/hooks';
import { ADMIN_TEXT, analysisInputProblem, type EmailAnalysis, type TestAnalysisInput } from '../admin';
import { ANALYZE_INTERVIEW_EMAIL } from '../graphql/analyze-interview-email.query';
import { AdminNotice, failed, type AdminNoticeState } from './AdminNotice';
import { AnalysisResult } from './AnalysisResult';

/** docs/product/screens.md#admin-email-ingestion: subject, body and sender email through the extractor, nothing stored. */
export function TestAnalysisForm() {
  const [input, setInput] = useState<TestAnalysisInput>({ subject: '', body: '', senderEmail: '' });
  const [analysis, setAnalysis] = useState<EmailAnalysis | null>(null);
  const [notice, setNotice] = useState<AdminNoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useMountedRef();
  // Each analysis asks the extractor again: nothing of it is kept in the cache.
  const [analyze] = useLazyQuery(ANALYZE_INTERVIEW_EMAIL, { fetchPolicy: 'no-cache' });

  const change = (field: keyof TestAnalysisInput) => (event: { target: { value: string } }) =>
    setInput((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = analysisInputProblem(input);
    if (problem) {
      setNotice(failed(problem));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const { data } = await analyze({ variables: { subject: input.subject, body: input.body, senderEmail: input.senderEmail.trim() || null } });
      if (!data) throw new Error(ADMIN_TEXT.analysisFailed);
      const next = data.analyzeInterviewEmail;
      if (!mounted.current) return;
      setAnalysis(next);
    } catch (error) {
      if (!mounted.current) return;
      setAnalysis(null);
      setNotice(failed(errorMessage(error, ADMIN_TEXT.analysisFailed)));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="test-analysis-title">
      <header className="admin-card__header">
        <div>
          <h2 id="test-analysis-title" className="admin-card__title">
            Test analysis
          </h2>
          <p className="admin-card__lead">See what the extractor reads in an email, as it would for an upload or a forward. Nothing is stored.</p>
        </div>
      </header>
      <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field id="analysis-subject" label="Subject">
          <input id="analysis-subject" className="input" type="text" value={input.subject} onChange={change('subject')} autoComplete="off" />
        </Field>
        <Field id="analysis-body" label="Body">
          <textarea
            id="analysis-body"
            className="input admin-form__body"
            rows={9}
            value={input.body}
            onChange={change('body')}
            placeholder="Paste the email text (or a forwarded email)"
          />
        </Field>
        <Field id="analysis-sender" label="Sender email" optional>
          <input
            id="analysis-sender"
            className="input"
            type="email"
            value={input.senderEmail}
            onChange={change('senderEmail')}
            autoComplete="off"
            placeholder="no-reply@us.greenhouse-mail.io"
          />
        </Field>
        <AdminNotice notice={notice} role="alert" />
        <div className="admin-card__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy && <Spinner />}
            {busy ? 'Analyzing…' : 'Analyze email'}
          </button>
        </div>
      </form>
      {analysis && <AnalysisResult analysis={analysis} />}
    </section>
  );
}
