import { apiSend } from '@/lib/api-query';
import { adminCompanySchema, type MoveMember } from '@shared/schemas/admin/companies';
import { adminPath } from './keys';
import { adminResource } from './resource';

const companies = adminResource<typeof adminCompanySchema, { q?: string | undefined }>(
  'companies',
  adminCompanySchema,
);

/** Every company with its members, page by page, searched by name, KvK number or btw-id. */
export const adminCompaniesQuery = companies.list;

/** The company's discount, copied by the server to every member (audited). */
export const setCompanyDiscount = (id: string) => (input: { discount: number }) =>
  apiSend(`${adminPath('companies', id)}/discount`, {
    method: 'PATCH',
    body: input,
    schema: adminCompanySchema,
  });

/** Moves a user into this company with a role; refused for the last owner of their company. */
export const moveMember = (id: string) => (move: MoveMember) =>
  apiSend(`${adminPath('companies', id)}/members`, {
    method: 'POST',
    body: move,
    schema: adminCompanySchema,
  });
