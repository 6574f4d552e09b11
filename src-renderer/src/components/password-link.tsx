import { EmailAddress } from './email-address';
import { toast } from './toasts';
import './password-link.css';

/** The set-password link of a new account, to pass on to its owner. */
export function PasswordLink({ link, email }: { link: string; email: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link gekopieerd.');
    } catch {
      toast.error('Kopiëren lukte niet; selecteer de link en kopieer hem zelf.');
    }
  }
  return (
    <div className="password-link" role="status">
      <p>
        Account aangemaakt voor{' '}
        <strong>
          <EmailAddress address={email} />
        </strong>
        . Stuur deze link door, zodat de gebruiker een wachtwoord kan instellen:
      </p>
      <p>
        <a href={link}>{link}</a>
      </p>
      <button type="button" className="button" onClick={copy}>
        Link kopiëren
      </button>
    </div>
  );
}
