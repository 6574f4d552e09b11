import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';

export function SetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <Page
      title="Wachtwoord instellen"
      intro="Kies het wachtwoord waarmee je inlogt op Warmteportaal."
    >
      <SetPasswordForm code={params.get('code') ?? ''} />
    </Page>
  );
}
