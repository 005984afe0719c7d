import { errorMessage } from '../../../app/api';

/** A failed call, with the text to show. */
export class AccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountError';
  }
}

export interface ResultBody {
  success?: boolean;
  error?: string | null;
  message?: string | null;
}

/**
 * A 2xx answer that says it failed (`success: false`) shows its `error`, else
 * `ifRefused`; a thrown call shows the server's text, else `ifFailed`.
 */
export async function call<T extends ResultBody>(request: () => Promise<T>, ifRefused: string, ifFailed: string): Promise<T> {
  let body: T;
  try {
    body = await request();
  } catch (error) {
    throw new AccountError(errorMessage(error, ifFailed));
  }
  if (body && body.success === false) throw new AccountError(body.error || body.message || ifRefused);
  return body;
}
