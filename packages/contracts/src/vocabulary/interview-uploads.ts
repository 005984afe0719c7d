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
