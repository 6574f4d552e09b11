import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { LoginForm } from '@/features/auth/components/login-form';
import { isDesktop } from '@/lib/platform';

function targetFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== paths.login
    ? from
    : // The desktop app starts at home, which sends a dealer on to the counter.
      isDesktop()
      ? paths.home
      : paths.dashboard;
}

export function LoginPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = targetFrom(location.state);
  if (user) return <Navigate to={target} replace />;
  return (
    <Page
      title="Inloggen"
      intro="Log in met het e-mailadres en wachtwoord van je Warmteportaal-account."
    >
      <LoginForm
        onSuccess={() => {
          toast.success('Je bent ingelogd.', { nextPage: true });
          navigate(target, { replace: true });
        }}
      />
    </Page>
  );
}
