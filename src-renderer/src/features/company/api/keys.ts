/** Query keys of the company pages: what a change invalidates. */
export const companyKeys = {
  all: ['company'] as const,
  approvals: () => [...companyKeys.all, 'approvals'] as const,
  approvalCount: () => [...companyKeys.all, 'approvals', 'count'] as const,
  overview: () => [...companyKeys.all, 'overview'] as const,
};
