import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase';

/** The e-mail address a set-password code belongs to; rejects when it is used or expired. */
export function emailOfCode(code: string): Promise<string> {
  return verifyPasswordResetCode(getFirebaseAuth(), code);
}

export function setPasswordWithCode(code: string, password: string): Promise<void> {
  return confirmPasswordReset(getFirebaseAuth(), code, password);
}
