import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { REQUEST_DATA_EXPORT } from '../graphql/request-data-export.mutation';
import { PERSONAL_DATA_TEXT, downloadFailureText, expectedLength, fileNameFromDisposition, readBody } from '../personal-data';

/** Where the export stands: asking for the password (with the last failure), downloading, or saved. */
export type ExportState =
  | { step: 'password'; sending: boolean; error: string | null }
  | { step: 'downloading'; received: number; total: number | null }
  | { step: 'done'; fileName: string };

const ASKING: ExportState = { step: 'password', sending: false, error: null };

/**
 * How long the object URL outlives the click: the browser reads the Blob after the click returns,
 * so revoking it at once can cancel the download in some browsers.
 */
const REVOKE_AFTER_MS = 30_000;

/** Hands the bytes to the browser as a download under `fileName` (a Blob, its object URL, an <a download> click). */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  // a detached link downloads in current browsers, and the open modal leaves the page behind it inert
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

const stopped = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The export (docs/decisions/privacy-rights.md#export): RequestDataExport with the password, then
 * the single-use link read with progress and saved as a file. A refused link or a broken download
 * goes back to the password step with the reason: a new link needs the password again.
 */
export function useDataExport() {
  const [requestExport] = useMutation(REQUEST_DATA_EXPORT);
  const [state, setState] = useState<ExportState>(ASKING);
  const running = useRef<AbortController | null>(null);

  // leaving (the dialog closed, the page changed) stops a download under way
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (password: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      const fail = (error: string) => {
        if (!signal.aborted) setState({ step: 'password', sending: false, error });
      };

      setState({ step: 'password', sending: true, error: null });
      let url: string;
      try {
        const answer = await requestExport({ variables: { password } });
        url = answer.data?.requestDataExport.url ?? '';
        if (!url) return fail(PERSONAL_DATA_TEXT.requestFailed);
      } catch (error) {
        return fail(errorMessage(error, PERSONAL_DATA_TEXT.requestFailed));
      }
      if (signal.aborted) return;

      try {
        // the secret in the path is the credential: no Authorization header, nothing cached
        const response = await fetch(url, { signal, cache: 'no-store', credentials: 'same-origin' });
        if (!response.ok) return fail(downloadFailureText(response.status, await response.text().catch(() => '')));
        // a 200 from the network always has a body stream; null only for bodiless statuses
        if (!response.body) return fail(PERSONAL_DATA_TEXT.downloadFailed);
        const total = expectedLength(response.headers);
        setState({ step: 'downloading', received: 0, total });
        const { chunks } = await readBody(response.body, (received) => setState({ step: 'downloading', received, total }), signal);
        if (signal.aborted) return;
        const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
        // each chunk is an ArrayBuffer-backed view; BlobPart wants that said
        saveFile(new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: response.headers.get('content-type') ?? 'application/json' }), fileName);
        setState({ step: 'done', fileName });
      } catch (error) {
        if (!stopped(error)) fail(PERSONAL_DATA_TEXT.downloadFailed);
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [requestExport],
  );

  /** Stops what is under way and starts over at the password step. */
  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(ASKING);
  }, []);

  return { state, start, reset };
}
