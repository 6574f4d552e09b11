import { useAuth } from '@/lib/auth-context';
import { mayDo, type CompanyAction } from '@shared/domain/company';

/**
 * The reader's place in a firm, for texts that must be true for them: a member of a firm sees
 * the firm's orders, offertes and clients (not only their own), and only what their role may.
 * An account without a firm (older accounts) may everything of its own.
 */
export function useMember(): { inFirm: boolean; may: (action: CompanyAction) => boolean } {
  const { profile } = useAuth();
  const role = profile?.companyRole;
  return {
    inFirm: role !== undefined,
    may: (action) => !role || mayDo(role, action),
  };
}
