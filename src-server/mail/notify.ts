import { z } from 'zod';
import type { OrderStatus } from '@shared/domain/rules';
import { users } from '../collections/users';
import { enqueueMail, type MailContext } from './outbox';

/**
 * The portal's e-mails, one function per event; services call them after their change is
 * stored. None of them throws or waits for SMTP (see enqueueMail). Optional messages (order
 * received, status changes, answered questions) respect the user's `emailUpdates` choice;
 * invoices, credit notes, set-password links and application outcomes always go.
 */

const recipientSchema = z.object({
  email: z.string().catch(''),
  firstName: z.string().optional().catch(undefined),
  lastName: z.string().optional().catch(undefined),
  company: z.string().optional().catch(undefined),
  emailUpdates: z.boolean().optional().catch(undefined),
});

/** The user's address, name and choice; null when there is no profile to write to. */
async function recipientOf(context: MailContext, uid: string) {
  try {
    const parsed = recipientSchema.safeParse(await users.on(context.storage).get(uid));
    if (!parsed.success) return null;
    const { email, firstName, lastName, company, emailUpdates } = parsed.data;
    const name = [firstName, lastName].filter(Boolean).join(' ').trim() || company || '';
    return { email, name, optional: emailUpdates !== false };
  } catch (error) {
    console.error('De ontvanger van een e-mail kon niet worden gelezen:', error);
    return null;
  }
}

/** Someone outside the portal's users (a dealer applicant) or a user just made. */
export interface Addressee {
  email: string;
  name: string;
}

export const notify = {
  async orderReceived(
    context: MailContext,
    uid: string,
    order: { id: string; number: string; totalInclVat: number; lines: unknown[] },
  ): Promise<void> {
    const to = await recipientOf(context, uid);
    if (!to?.optional) return;
    await enqueueMail(context, {
      to: to.email,
      userId: uid,
      key: `${order.id}-ontvangen`,
      message: {
        kind: 'bestelling-ontvangen',
        name: to.name,
        orderId: order.id,
        number: order.number,
        totalInclVat: order.totalInclVat,
        lineCount: order.lines.length,
      },
    });
  },

  /** With the carrier and a track-and-trace link when the order holds a code. */
  async orderStatusChanged(
    context: MailContext,
    uid: string,
    order: {
      id: string;
      number: string;
      status: OrderStatus;
      trackAndTrace?: string | undefined;
      address?: string | undefined;
    },
  ): Promise<void> {
    const to = await recipientOf(context, uid);
    if (!to?.optional) return;
    await enqueueMail(context, {
      to: to.email,
      userId: uid,
      key: `${order.id}-${order.status}`,
      message: {
        kind: 'status-gewijzigd',
        name: to.name,
        orderId: order.id,
        number: order.number,
        status: order.status,
        ...(order.trackAndTrace ? { trackAndTrace: order.trackAndTrace } : {}),
        ...(order.address ? { address: order.address } : {}),
      },
    });
  },

  async questionAnswered(
    context: MailContext,
    ticket: { id: string; subject: string; userId: string },
  ): Promise<void> {
    const to = await recipientOf(context, ticket.userId);
    if (!to?.optional) return;
    await enqueueMail(context, {
      to: to.email,
      userId: ticket.userId,
      message: {
        kind: 'vraag-beantwoord',
        name: to.name,
        ticketId: ticket.id,
        subject: ticket.subject,
      },
    });
  },

  /** A dealer application as the public form sent it. */
  async applicationReceived(
    context: MailContext,
    application: { email: string; contactName: string; companyName: string },
  ): Promise<void> {
    await enqueueMail(context, {
      to: application.email,
      message: {
        kind: 'aanvraag-ontvangen',
        name: application.contactName,
        company: application.companyName,
      },
    });
  },

  /** The set-password code goes in the mail: the admin no longer forwards a link. */
  async applicationApproved(
    context: MailContext,
    applicant: Addressee & { company: string },
    passwordCode: string,
  ): Promise<void> {
    await enqueueMail(context, {
      to: applicant.email,
      message: {
        kind: 'aanvraag-goedgekeurd',
        name: applicant.name,
        company: applicant.company,
        passwordCode,
      },
    });
  },

  async applicationRejected(
    context: MailContext,
    applicant: Addressee & { company: string },
    reason: string,
  ): Promise<void> {
    await enqueueMail(context, {
      to: applicant.email,
      message: {
        kind: 'aanvraag-afgewezen',
        name: applicant.name,
        company: applicant.company,
        reason,
      },
    });
  },

  /** A user the back-office created: the link to set a password. */
  /** A colleague invited on `/bedrijf`: their new account and the set-password link. */
  async colleagueInvited(context: MailContext, colleague: Addressee, passwordCode: string) {
    await notify.accountCreated(context, colleague, passwordCode);
  },

  async accountCreated(context: MailContext, user: Addressee, passwordCode: string) {
    await enqueueMail(context, {
      to: user.email,
      message: { kind: 'account-aangemaakt', name: user.name, passwordCode },
    });
  },

  /**
   * For the invoices: an invoice (`factuur`) or credit note (`creditnota`) is available; its
   * PDF goes along as attachment `<number>.pdf`. Always sent (the user cannot turn it off).
   * Enqueueing the same kind and number again sends nothing more.
   *
   * @example await notify.documentAvailable({ storage, clock }, { uid, kind: 'factuur', number: 'F-2026-000001', pdf })
   */
  async documentAvailable(
    context: MailContext,
    document: { uid: string; kind: 'factuur' | 'creditnota'; number: string; pdf: Uint8Array },
  ): Promise<void> {
    const to = await recipientOf(context, document.uid);
    if (!to) return;
    await enqueueMail(context, {
      to: to.email,
      userId: document.uid,
      key: `${document.kind}-${document.number}`,
      message: {
        kind: 'document-beschikbaar',
        name: to.name,
        document: document.kind,
        number: document.number,
      },
      attachments: [
        {
          filename: `${document.number}.pdf`,
          contentType: 'application/pdf',
          content: document.pdf,
        },
      ],
    });
  },
};
