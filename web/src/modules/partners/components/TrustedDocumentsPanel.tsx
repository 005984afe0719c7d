import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import { Spinner } from '../../ui/components/Spinner';
import { usedText } from '../api-keys';
import { REGISTER_TRUSTED_DOCUMENTS, REMOVE_TRUSTED_DOCUMENT, TRUSTED_DOCUMENTS } from '../graphql/api-keys';
import { TRUSTED_DOCUMENT_TEXT, documentsFrom, registeredText } from '../trusted-documents';

/**
 * Trusted documents (docs/decisions/partner-api.md#trusted-documents): the operations the
 * company's keys may send by hash, and where the gateway is so set, the only ones they may run.
 */
export function TrustedDocumentsPanel() {
  const { data, loading, error, refetch } = useQuery(TRUSTED_DOCUMENTS, { fetchPolicy: 'cache-and-network' });
  const [register, { loading: registering }] = useMutation(REGISTER_TRUSTED_DOCUMENTS, { refetchQueries: [TRUSTED_DOCUMENTS] });
  const [remove] = useMutation(REMOVE_TRUSTED_DOCUMENT, { refetchQueries: [TRUSTED_DOCUMENTS] });
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const id = useId();
  const documents = data?.trustedDocuments ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const read = documentsFrom(text);
    if ('problem' in read) {
      setNotice(failure(read.problem));
      return;
    }
    try {
      const answer = await register({ variables: { documents: read.documents } });
      setText('');
      setNotice(success(registeredText(answer.data?.registerTrustedDocuments.length ?? read.documents.length)));
    } catch (problem) {
      setNotice(failure(errorMessage(problem, TRUSTED_DOCUMENT_TEXT.registerFailed)));
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) setText(await file.text());
  }

  async function removeDocument(hash: string) {
    setNotice(null);
    try {
      await remove({ variables: { hash } });
    } catch (problem) {
      setNotice(failure(errorMessage(problem, TRUSTED_DOCUMENT_TEXT.removeFailed)));
    }
  }

  return (
    <section className="cp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cp-card__title">
        Trusted operations
      </h2>
      <p className="cp-card__lead">
        Register the operations your integration sends; it may then send <code>extensions.persistedQuery.sha256Hash</code> instead of the text. Where your
        deployment accepts only registered operations for keys, nothing else runs with them, so a leaked key cannot query at will.
      </p>
      <form className="cp-api__form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="field__label">Operation or manifest</span>
          <textarea
            className="input cp-api__document"
            rows={5}
            value={text}
            placeholder={'query NewCandidates($after: String) { candidates(first: 50, after: $after) { ... } }'}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Or a file (an Apollo persisted-query manifest, JSON or .graphql)</span>
          <input type="file" accept=".json,.graphql,.gql,application/json" onChange={(event) => void chooseFile(event)} />
        </label>
        <Notice notice={notice} onDismiss={notice ? () => setNotice(null) : undefined} />
        <div className="cp-actions">
          <button type="submit" className="btn btn--secondary" disabled={registering} aria-busy={registering || undefined}>
            {registering ? (
              <>
                <Spinner /> Registering...
              </>
            ) : (
              'Register'
            )}
          </button>
        </div>
      </form>
      {loading && !data ? (
        <p className="cp-card__lead">
          <Spinner /> Loading operations...
        </p>
      ) : error && !data ? (
        <div>
          <Notice notice={failure(errorMessage(error, TRUSTED_DOCUMENT_TEXT.loadFailed))} />
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : documents.length === 0 ? (
        <p className="cp-card__lead">No operations registered.</p>
      ) : (
        <ul className="cp-api__keys" aria-label="Registered operations">
          {documents.map((document) => (
            <li key={document.hash} className="cp-api__key" data-hash={document.hash}>
              <div className="cp-api__key-main">
                <p className="cp-api__key-name">{document.name ?? '(anonymous operation)'}</p>
                <p className="cp-api__key-meta">
                  <code>{document.hash.slice(0, 16)}…</code> · registered {usedText(document.createdAt)}
                </p>
              </div>
              <button
                type="button"
                className="btn btn--danger-ghost btn--sm"
                onClick={() => void removeDocument(document.hash)}
                aria-label={`Remove ${document.name ?? 'operation'}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
