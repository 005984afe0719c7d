/**
 * The `.eml` upload limit: the interviews service refuses larger files and the gateway stops
 * reading the request body a little past it (room for the multipart envelope), with one text.
 */
export const EML_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Multipart boundaries and headers around the file. */
  envelopeBytes: 64 * 1024,
} as const;

export const EML_TOO_LARGE_MESSAGE = 'The email file is too large (maximum 10 MB).';

/**
 * The `.eml` upload texts: the interviews service's answers, the gateway's for a request it
 * cannot pass on, and the web's checks before it sends.
 */
export const EML_UPLOAD_MESSAGES = {
  noFiles: 'Please select files to upload',
  notEml: 'Please select valid .eml email files.',
  failed: 'Failed to upload email. Please try again.',
  concern: 'Upload processed with verification concerns. The email is saved but marked as private.',
  /** An email already in the candidate's history: the server's answer and the modal's headline. */
  duplicate: 'This email was already uploaded; it is counted once.',
  /** The company's hiring-system email (tenant binding). */
  tenantNoFile: 'Please select the .eml file of an email your hiring system sent you',
  tenantReadFailed: 'Failed to read the email. Please try again.',
  /** 503: a DNS timeout, not the email, kept its signature from being checked. */
  keyLookupFailed: "We could not look up the sender's signing key just now, so this email could not be checked. Please try again in a few minutes.",
} as const;

/** The admin's test analysis of an email (interviews service, admin screen). */
export const EMAIL_ANALYSIS_MESSAGES = { empty: 'Please provide at least a subject or body' } as const;
