import { ApiError } from '../errors';

/** An address that already has an account. */
export function emailTaken(): ApiError {
  return new ApiError(409, 'email_bestaat', 'Er bestaat al een account met dit e-mailadres.', {
    email: 'Er bestaat al een account met dit e-mailadres.',
  });
}

/** No accounts service on this server (local portal without the Auth emulator). */
export function accountsNotConfigured(): ApiError {
  return new ApiError(
    503,
    'accounts_niet_ingesteld',
    'Accounts aanmaken is op deze server niet ingesteld.',
  );
}
