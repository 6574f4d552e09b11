import { apiSend } from '@/lib/api-query';
import {
  approvedSchema,
  contactMessageSchema,
  dealerApplicationSchema,
} from '@shared/schemas/admin/inbox';
import { adminPath } from './keys';
import { adminResource } from './resource';

const applications = adminResource<typeof dealerApplicationSchema, { status?: string }>(
  'applications',
  dealerApplicationSchema,
);
const messages = adminResource<typeof contactMessageSchema, { gelezen?: string }>(
  'messages',
  contactMessageSchema,
);

export const applicationsQuery = applications.list;

/** Approves (creates the dealer account) or rejects (with a reason) one application. */
export const decideApplication =
  (id: string) =>
  async (decision: { approve: true; discount: number } | { approve: false; reason: string }) => {
    const path = adminPath('applications', id);
    if (decision.approve) {
      const body = { discount: decision.discount };
      return apiSend(`${path}/approve`, { method: 'POST', body, schema: approvedSchema });
    }
    const body = { reason: decision.reason };
    const application = await apiSend(`${path}/reject`, {
      method: 'POST',
      body,
      schema: dealerApplicationSchema,
    });
    return { application, passwordLink: '' };
  };

export const messagesQuery = messages.list;

export const markMessage = (id: string) => (read: boolean) =>
  apiSend(adminPath('messages', id), {
    method: 'PATCH',
    body: { read },
    schema: contactMessageSchema,
  });
