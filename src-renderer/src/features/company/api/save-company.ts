import { useApiMutation } from '@/lib/api-mutation';
import {
  companyRecordSchema,
  type CompanyDetails,
  type MailRoutingInput,
} from '@shared/schemas/company';
import { companyKeys } from './keys';

/** Saves one part of the firm's record; the answer is the record, and every company view refreshes. */
function useSaveCompanyPart<B>(path: string) {
  return useApiMutation({
    schema: companyRecordSchema,
    request: (body: B) => ({ path, method: 'PUT', body }),
    refresh: companyKeys.all,
  });
}

/** Saves the firm's details (eigenaar and inkoper). */
export const useSaveCompany = () => useSaveCompanyPart<CompanyDetails>('/api/company');

/** Saves who gets which of the firm's e-mails (eigenaar). */
export const useSaveMailRouting = () => useSaveCompanyPart<MailRoutingInput>('/api/company/mail');
