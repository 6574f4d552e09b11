/** Turns a Firebase sign-in error into a message a person can act on. */
export function signInErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/invalid-login-credentials':
      return 'Het e-mailadres of wachtwoord klopt niet.';
    case 'auth/user-not-found':
      return 'Er is geen account met dit e-mailadres.';
    case 'auth/invalid-email':
      return 'Vul een geldig e-mailadres in.';
    case 'auth/missing-password':
      return 'Vul je wachtwoord in.';
    case 'auth/too-many-requests':
      return 'Te veel mislukte pogingen. Wacht even en probeer het dan opnieuw.';
    case 'auth/network-request-failed':
      return 'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.';
    case 'auth/user-disabled':
      return 'Dit account is geblokkeerd. Neem contact met ons op.';
    default:
      return 'Inloggen is niet gelukt. Probeer het opnieuw.';
  }
}
