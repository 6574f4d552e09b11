import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import { companyOverviewSchema } from '@shared/schemas/company';
import { companyKeys } from './keys';

/** The member's company, its details and its colleagues with their points. */
export function useCompany() {
  return useQuery(apiQuery(companyKeys.overview(), '/api/company', companyOverviewSchema));
}
