import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { ApiError } from '../errors';

/** Sign-in accounts the back-office creates: Firebase Authentication through the Admin SDK. */
export interface AccountService {
  /** Creates an account without a usable password; fails when the e-mail address is taken. */
  createAccount(account: { email: string; displayName: string }): Promise<{ uid: string }>;
  /** A one-time code with which the new user sets their own password. */
  passwordResetCode(email: string): Promise<string>;
}

export function emailTaken(): ApiError {
  return new ApiError(409, 'email_bestaat', 'Er bestaat al een account met dit e-mailadres.', {
    email: 'Er bestaat al een account met dit e-mailadres.',
  });
}

export function createFirebaseAccountService(app: App): AccountService {
  const auth = getAuth(app);
  return {
    async createAccount({ email, displayName }) {
      try {
        const user = await auth.createUser({ email, displayName, emailVerified: true });
        return { uid: user.uid };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists') throw emailTaken();
        throw error;
      }
    },
    async passwordResetCode(email) {
      const link = await auth.generatePasswordResetLink(email);
      const code = new URL(link).searchParams.get('oobCode');
      if (!code) throw new Error('Firebase gaf een link zonder code');
      return code;
    },
  };
}

export function accountsNotConfigured(): ApiError {
  return new ApiError(
    503,
    'accounts_niet_ingesteld',
    'Accounts aanmaken is op deze server niet ingesteld.',
  );
}
