/** Every Firebase error code re-authentication and updatePassword can raise, in Dutch. */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'Je huidige wachtwoord klopt niet.',
  'auth/invalid-credential': 'Je huidige wachtwoord klopt niet.',
  'auth/invalid-login-credentials': 'Je huidige wachtwoord klopt niet.',
  'auth/missing-password': 'Vul je huidige wachtwoord in.',
  'auth/weak-password': 'Het nieuwe wachtwoord is te zwak. Gebruik minstens 8 tekens.',
  'auth/password-does-not-meet-requirements':
    'Het nieuwe wachtwoord voldoet niet aan de eisen. Gebruik minstens 8 tekens met letters en cijfers.',
  'auth/too-many-requests': 'Te veel pogingen. Wacht even en probeer het dan opnieuw.',
  'auth/network-request-failed':
    'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
  'auth/requires-recent-login': 'Log voor de zekerheid opnieuw in en probeer het dan nog eens.',
  'auth/user-token-expired': 'Je sessie is verlopen. Log opnieuw in.',
  'auth/user-mismatch': 'Dit wachtwoord hoort bij een ander account.',
  'auth/user-not-found': 'Dit account bestaat niet meer.',
  'auth/user-disabled': 'Dit account is geblokkeerd. Neem contact met ons op.',
  'auth/invalid-email': 'Het e-mailadres van je account is ongeldig. Neem contact met ons op.',
  'auth/operation-not-allowed': 'Wachtwoord wijzigen is nu niet mogelijk. Neem contact met ons op.',
  'auth/internal-error': 'Er ging iets mis bij het wijzigen. Probeer het later opnieuw.',
};

export function passwordErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  return MESSAGES[code] ?? 'Je wachtwoord kon niet worden gewijzigd. Probeer het opnieuw.';
}
