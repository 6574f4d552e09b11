import { ApiRequestError } from '@/lib/api-client';

/** The Dutch message of a failed request: the API's own, or the fallback given. */
export function errorMessage(error: unknown, fallback: string): string | null {
  if (!error) return null;
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** A form's error, announced to screen readers when it appears; nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
