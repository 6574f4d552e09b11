import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A button that starts a request (a mutation): disabled while the request runs, and saying
 * `busy` instead of its text then, where given.
 */
export function ActionButton({
  request,
  busy,
  className = 'button',
  children,
  ...button
}: {
  request: { isPending: boolean };
  busy?: ReactNode;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled' | 'children'>) {
  return (
    <button type="button" className={className} disabled={request.isPending} {...button}>
      {request.isPending && busy !== undefined ? busy : children}
    </button>
  );
}

/**
 * The server's "being made" while it makes a file from the whole catalogue, announced to
 * screen readers as it changes; nothing when no file is awaited.
 */
export function WaitingForFile({ waiting }: { waiting: { message: string } | null }) {
  return (
    <p className="hint" role="status">
      {waiting?.message ?? ''}
    </p>
  );
}
