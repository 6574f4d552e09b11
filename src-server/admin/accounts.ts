import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AccountService } from '../accounts/port';
import { emailTaken } from '../accounts/errors';

/** The accounts port on Firebase Authentication, through the Admin SDK. */
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
    async disableAccount(uid) {
      await auth.updateUser(uid, { disabled: true });
      await auth.revokeRefreshTokens(uid);
    },
    async deleteAccount(uid) {
      await auth.deleteUser(uid);
    },
    async passwordResetCode(email) {
      const link = await auth.generatePasswordResetLink(email);
      const code = new URL(link).searchParams.get('oobCode');
      if (!code) throw new Error('Firebase gaf een link zonder code');
      return code;
    },
  };
}
