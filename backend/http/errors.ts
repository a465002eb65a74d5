import { httpStatusMessage } from '@/lib/contract/messages';

/** An error the caller should see: its status and Chinese message go into the envelope. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message?: string,
  ) {
    super(message ?? httpStatusMessage(status));
  }
}
