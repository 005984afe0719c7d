import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_FAILED, uploadFailureFrom, uploadInterviewEmail } from '../upload.api';
import type { FileUpload } from '../upload-rules';

export interface UploadQueueOptions {
  /** Read when each upload starts (registration: the temporary token). */
  authToken?: () => string | null;
  timeoutMs?: number;
  /** Shown when the server sent no text. */
  fallbackMessage?: string;
}

export interface UploadQueue {
  uploads: FileUpload[];
  /** A file is waiting or being sent. */
  busy: boolean;
  /** Adds files as 'waiting' and starts sending them, one at a time. */
  enqueue: (files: readonly File[]) => void;
  /** Forgets every finished upload (not allowed while busy). */
  clear: () => void;
}

let nextId = 0;
function uploadId(): string {
  nextId += 1;
  return `upload-${nextId}`;
}

/**
 * Sends interview emails one at a time (each runs the server's whole verification pipeline) and
 * tracks each file: waiting → uploading with its percent → success or error. Files added while
 * others are being sent join the end of the line. Shared by the upload modal and registration.
 */
export function useUploadQueue(options: UploadQueueOptions = {}): UploadQueue {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const current = useRef<FileUpload[]>([]);
  const running = useRef(false);
  const mounted = useRef(true);
  const latestOptions = useRef(options);

  useEffect(() => {
    latestOptions.current = options;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const commit = useCallback((next: FileUpload[]) => {
    current.current = next;
    if (mounted.current) setUploads(next);
  }, []);

  const patch = useCallback(
    (id: string, change: Partial<FileUpload>) => commit(current.current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload))),
    [commit],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      for (;;) {
        const next = current.current.find((upload) => upload.status === 'waiting');
        if (!next || !mounted.current) break;
        const { authToken, timeoutMs, fallbackMessage = UPLOAD_FAILED } = latestOptions.current;
        patch(next.id, { status: 'uploading', percent: 0 });
        let lastPercent = 0;
        try {
          const response = await uploadInterviewEmail(next.file, {
            authToken: authToken?.() ?? undefined,
            timeoutMs,
            fallbackMessage,
            onProgress: (percent) => {
              if (percent === lastPercent) return;
              lastPercent = percent;
              patch(next.id, { percent });
            },
          });
          patch(next.id, { status: 'success', percent: 100, response });
        } catch (error) {
          patch(next.id, { status: 'error', failure: uploadFailureFrom(error, fallbackMessage) });
        }
      }
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, [patch]);

  const enqueue = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const added = files.map<FileUpload>((file) => ({
        id: uploadId(),
        file,
        fileName: file.name,
        status: 'waiting',
        percent: 0,
        response: null,
        failure: null,
      }));
      commit([...current.current, ...added]);
      setBusy(true);
      void pump();
    },
    [commit, pump],
  );

  const clear = useCallback(() => {
    if (running.current) return;
    commit([]);
  }, [commit]);

  return { uploads, busy, enqueue, clear };
}
