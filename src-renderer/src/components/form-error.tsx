import type { ReactNode } from 'react';
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

/**
 * The end of a form: the request's error (if any) and the submit button, disabled while the
 * request runs. Pass the mutation (`useMutation`'s result) as `request`.
 */
export function SubmitRow({
  request,
  primary = true,
  children,
}: {
  request: { isPending: boolean; error: Error | null };
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormError message={request.error?.message} />
      <div>
        <button
          type="submit"
          className={primary ? 'button button-primary' : 'button'}
          disabled={request.isPending}
        >
          {children}
        </button>
      </div>
    </>
  );
}
