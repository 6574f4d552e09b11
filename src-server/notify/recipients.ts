import {
  DEFAULT_MAIL_ROUTING,
  rolesIn,
  type ApprovalMailTo,
  type InvoiceMailTo,
  type MailRouting,
  type OrderMailTo,
} from '@shared/domain/mail-routing';
import { personName } from '@shared/domain/display-name';
import { companies, ownCompanyId } from '../collections/companies';
import type { WithId } from '../collections/collection';
import { users, type StoredUser } from '../collections/users';
import type { MailContext } from './outbox';

/*
 * Who of the firm gets which e-mail (mail by role, src-shared/domain/mail-routing.ts): the
 * firm's choice on `/bedrijf`, read when the mail is made. Each recipient comes with why, for
 * the sentence in the mail's footer.
 */

interface Firm {
  name: string;
  routing: MailRouting;
  members: WithId<StoredUser>[];
}

async function firmOf(context: MailContext, companyId: string): Promise<Firm> {
  const [company, members] = await Promise.all([
    companies.on(context.storage).get(companyId),
    users
      .on(context.storage)
      .query({ where: [{ field: 'companyId', op: '==', value: companyId }] }),
  ]);
  return {
    name: company?.name ?? '',
    routing: company?.mailRouting ?? DEFAULT_MAIL_ROUTING,
    members: members.filter((member) => !member.removedFromCompanyAt),
  };
}

/** The present members in the chosen roles, in the order of the choice. */
function inRoles(firm: Firm, chosen: readonly string[]) {
  return rolesIn(chosen).flatMap((role) =>
    firm.members
      .filter((member) => (member.companyRole ?? 'eigenaar') === role)
      .map((member) => ({ member, role })),
  );
}

/**
 * Who hears of an order (received, status, shipment): the orderer when the firm chose so, and
 * the eigenaars or inkopers it chose, each once.
 */
export async function orderRecipientsOf(
  context: MailContext,
  ordererUid: string,
): Promise<{ uid: string; via: OrderMailTo; firm: string }[]> {
  const orderer = await users.on(context.storage).get(ordererUid);
  if (!orderer?.companyId) return [{ uid: ordererUid, via: 'besteller', firm: '' }];
  const firm = await firmOf(context, orderer.companyId);
  const chosen = firm.routing.bestellingen;
  const recipients = chosen.includes('besteller')
    ? [{ uid: ordererUid, via: 'besteller' as OrderMailTo, firm: firm.name }]
    : [];
  for (const { member, role } of inRoles(firm, chosen))
    if (!recipients.some((known) => known.uid === member.id))
      recipients.push({ uid: member.id, via: role, firm: firm.name });
  return recipients;
}

/** Who is asked to approve a colleague's order: the chosen approving roles, never the orderer. */
export async function approvalRecipientsOf(
  context: MailContext,
  companyId: string,
  ordererUid: string,
): Promise<{ uid: string; via: ApprovalMailTo; firm: string }[]> {
  const firm = await firmOf(context, companyId);
  return inRoles(firm, firm.routing.goedkeuringen)
    .filter(({ member }) => member.id !== ordererUid)
    .map(({ member, role }) => ({ uid: member.id, via: role, firm: firm.name }));
}

/** Someone a mail is addressed to. */
export interface Addressee {
  email: string;
  name: string;
}

export interface BillingRecipient extends Addressee {
  firm: string;
  via: InvoiceMailTo;
  /** Sent by the firm's choice; without it an eigenaar gets it as the fallback. */
  chosen: boolean;
  /** The member's account; none for the billing inbox. */
  userId?: string;
}

/**
 * Who receives a firm's invoices and credit notes: its billing e-mail and the roles it chose
 * (domain-rules.md, "The firm as a party"); when that is nobody (no billing e-mail), its
 * eigenaars. A monteur never: he may not open invoices. Each address once.
 */
export async function billingRecipientsOf(
  context: MailContext,
  companyId: string,
  ordererId: string,
): Promise<BillingRecipient[]> {
  const [company, firm] = await Promise.all([
    companies.on(context.storage).get(companyId),
    firmOf(context, companyId),
  ]);
  const chosen = firm.routing.facturen;
  const recipients: BillingRecipient[] = [];
  const add = (recipient: BillingRecipient) => {
    const email = recipient.email.trim().toLowerCase();
    if (email && !recipients.some((known) => known.email.trim().toLowerCase() === email))
      recipients.push(recipient);
  };
  if (chosen.includes('factuuradres') && company?.billingEmail)
    add({
      email: company.billingEmail,
      name: '',
      firm: firm.name,
      via: 'factuuradres',
      chosen: true,
    });
  const member = (user: WithId<StoredUser>, via: InvoiceMailTo, byChoice: boolean) =>
    add({
      email: user.email ?? '',
      name: personName(user),
      userId: user.id,
      firm: firm.name,
      via,
      chosen: byChoice,
    });
  for (const { member: user, role } of inRoles(firm, chosen)) member(user, role, true);
  if (recipients.length > 0) return recipients;
  for (const { member: user } of inRoles(firm, ['eigenaar'])) member(user, 'eigenaar', false);
  if (recipients.length > 0) return recipients;
  // A firm the start-up migration has not reached yet: its one member is its eigenaar.
  const orderer = await users.on(context.storage).get(ordererId);
  if (orderer && !orderer.companyId && companyId === ownCompanyId(ordererId))
    member({ ...orderer, id: ordererId }, 'eigenaar', false);
  return recipients;
}
