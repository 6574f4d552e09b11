import { mayDo, type CompanyAction } from '@shared/domain/company';
import { useAuth } from './auth-context';

/**
 * What the signed-in member's company role lets them do (the company's role table); a user
 * without a company role (a firm of one, staff) may do all of it.
 */
export function useMayDo(): (action: CompanyAction) => boolean {
  const { profile } = useAuth();
  return (action) => !profile?.companyRole || mayDo(profile.companyRole, action);
}
