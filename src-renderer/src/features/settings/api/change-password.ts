import { useMutation } from '@tanstack/react-query';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase';
import { passwordErrorMessage } from '../password-errors';

/**
 * Changes the password with Firebase: first re-authenticate with the current password (so a
 * left-open session cannot change it), then set the new one.
 */
async function changePassword({ current, next }: { current: string; next: string }) {
  const user = getFirebaseAuth().currentUser;
  if (!user?.email) throw new Error('Je bent niet ingelogd. Log opnieuw in.');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
    await updatePassword(user, next);
  } catch (error) {
    throw new Error(passwordErrorMessage(error));
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
