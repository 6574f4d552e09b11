import { z } from 'zod';
import type { OrderStatus } from '@shared/domain/rules';
import type { Shipment } from '@shared/schemas/order';
import { users } from '../collections/users';
import type { MailInstaller, MailMessage } from '../collections/mail-outbox';
import type { CustomerInvoiceKind } from '@shared/domain/customer-invoice';
import { enqueueMail, replaceWaitingMail, type MailContext } from './outbox';
import type { MailAttachment, OutgoingMail } from './port';
import { billingRecipientsOf, orderRecipientsOf, type Addressee } from './recipients';
import { personName } from '@shared/domain/display-name';

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
    const { email, emailUpdates } = parsed.data;
    const name = personName(parsed.data) || parsed.data.company || '';
    return { email, name, optional: emailUpdates !== false };
  } catch (error) {
    console.error('De ontvanger van een e-mail kon niet worden gelezen:', error);
    return null;
  }
}

/** A dealer applicant: not a user (yet), named with their company. */
type Applicant = Addressee & { company: string };
/** A message of some kinds without the fields its sender fills in. */
type Unaddressed<M, K extends keyof M> = M extends unknown ? Omit<M, K> : never;
type ApplicantMessage = Unaddressed<Extract<MailMessage, { company: string }>, 'name' | 'company'>;

/**
 * An optional mail to a user, named as their profile names them; nothing when they turned
 * updates off or have no profile. `key` makes it once per event.
 */
export async function mailUpdate(
  context: MailContext,
  uid: string,
  key: string | undefined,
  message: Unaddressed<MailMessage, 'name'>,
): Promise<void> {
  const to = await recipientOf(context, uid);
  if (!to?.optional) return;
  await enqueueMail(context, {
    to: to.email,
    userId: uid,
    ...(key ? { key } : {}),
    message: { ...message, name: to.name },
  });
}

type OrderMessage = Extract<
  Unaddressed<MailMessage, 'name'>,
  { kind: 'bestelling-ontvangen' | 'status-gewijzigd' }
>;

/**
 * An optional mail about an order to each person the firm's choice names (the orderer by
 * default), each told why. The orderer's keeps the event's key; a colleague's adds their id.
 */
async function mailAboutOrder(
  context: MailContext,
  ordererUid: string,
  key: string,
  message: OrderMessage,
): Promise<void> {
  for (const to of await orderRecipientsOf(context, ordererUid).catch((error: unknown) => {
    console.error(
      'De ontvangers van een bericht over een bestelling konden niet worden gelezen:',
      error,
    );
    return [{ uid: ordererUid, via: 'besteller' as const, firm: '' }];
  })) {
    const routed = { ...message, via: to.via, ...(to.firm ? { firm: to.firm } : {}) };
    await mailUpdate(context, to.uid, to.uid === ordererUid ? key : `${key}-${to.uid}`, routed);
  }
}

/** A mail about a dealer application to its applicant; always sent. */
function mailApplicant(
  context: MailContext,
  { email, name, company }: Applicant,
  message: ApplicantMessage,
): Promise<void> {
  return enqueueMail(context, { to: email, message: { ...message, name, company } });
}

/**
 * An installer writing to its client (domain-rules.md, "The installer's customer channel"):
 * its details sign the mail, its sender name shows, answers go to its own address.
 */
export interface InstallerSender {
  installer: MailInstaller;
  /** "De Vries Installatietechniek via Warmteportaal", or what the firm set. */
  senderName: string;
}

const fromInstaller = (from: InstallerSender): Pick<OutgoingMail, 'sender'> => ({
  sender: { name: from.senderName, replyTo: from.installer.email.trim() },
});

const pdfAttachment = (number: string, pdf: Uint8Array): MailAttachment => ({
  filename: `${number}.pdf`,
  contentType: 'application/pdf',
  content: pdf,
});

/** A document of the installer for its client: who gets it, from whom, its number and PDF. */
interface ClientDocument {
  to: Addressee;
  from: InstallerSender;
  number: string;
  pdf: Uint8Array;
}

type ClientMessage = Extract<MailMessage, { kind: 'offerte-bevestigd' | 'klantfactuur' }>;

/** The installer's mail about `document` to its client, the PDF attached; once per `key`. */
function mailClient(
  context: MailContext,
  key: string,
  document: ClientDocument,
  message: Unaddressed<ClientMessage, 'name' | 'number' | 'from'>,
): Promise<void> {
  const { to, from } = document;
  return enqueueMail(context, {
    to: to.email,
    key,
    ...fromInstaller(from),
    attachments: [pdfAttachment(document.number, document.pdf)],
    message: { ...message, name: to.name, number: document.number, from: from.installer },
  });
}

export const notify = {
  async orderReceived(
    context: MailContext,
    uid: string,
    order: { id: string; number: string; totalInclVat: number; lines: unknown[] },
  ): Promise<void> {
    await mailAboutOrder(context, uid, `${order.id}-ontvangen`, {
      kind: 'bestelling-ontvangen',
      orderId: order.id,
      number: order.number,
      totalInclVat: order.totalInclVat,
      lineCount: order.lines.length,
    });
  },

  /** With the carrier and a track-and-trace link of the latest shipment. */
  async orderStatusChanged(
    context: MailContext,
    uid: string,
    order: {
      id: string;
      number: string;
      status: OrderStatus;
      trackAndTrace?: string | undefined;
      address?: string | undefined;
      shipments?: Shipment[] | undefined;
    },
  ): Promise<void> {
    // Every further part shipped is a message of its own.
    const shipment = order.shipments?.at(-1);
    const part = order.status === 'verzonden' && (order.shipments?.length ?? 0) > 1;
    await mailAboutOrder(
      context,
      uid,
      `${order.id}-${order.status}${part ? `-${order.shipments?.length}` : ''}`,
      {
        kind: 'status-gewijzigd',
        orderId: order.id,
        number: order.number,
        status: order.status,
        ...(shipment
          ? { trackAndTrace: shipment.trackingCode, carrier: shipment.carrier }
          : order.trackAndTrace
            ? { trackAndTrace: order.trackAndTrace }
            : {}),
        ...(order.address ? { address: order.address } : {}),
      },
    );
  },

  /** A shipment's carrier or code corrected afterwards: the new code, once per code. */
  async trackingCorrected(
    context: MailContext,
    uid: string,
    order: { id: string; number: string; status: OrderStatus; address?: string | undefined },
    shipment: Shipment,
  ): Promise<void> {
    await mailAboutOrder(
      context,
      uid,
      `${order.id}-${shipment.id}-${shipment.carrier}-${shipment.trackingCode}`,
      {
        kind: 'status-gewijzigd',
        orderId: order.id,
        number: order.number,
        status: order.status,
        trackAndTrace: shipment.trackingCode,
        carrier: shipment.carrier,
        corrected: true,
        ...(order.address ? { address: order.address } : {}),
      },
    );
  },

  async questionAnswered(
    context: MailContext,
    ticket: { id: string; subject: string; userId: string },
  ): Promise<void> {
    await mailUpdate(context, ticket.userId, undefined, {
      kind: 'vraag-beantwoord',
      ticketId: ticket.id,
      subject: ticket.subject,
    });
  },

  /** A dealer application as the public form sent it. */
  async applicationReceived(
    context: MailContext,
    application: { email: string; contactName: string; companyName: string },
  ): Promise<void> {
    const { email, contactName: name, companyName: company } = application;
    await mailApplicant(context, { email, name, company }, { kind: 'aanvraag-ontvangen' });
  },

  /** The set-password code goes in the mail: the admin no longer forwards a link. */
  async applicationApproved(context: MailContext, applicant: Applicant, passwordCode: string) {
    await mailApplicant(context, applicant, { kind: 'aanvraag-goedgekeurd', passwordCode });
  },

  async applicationRejected(context: MailContext, applicant: Applicant, reason: string) {
    await mailApplicant(context, applicant, { kind: 'aanvraag-afgewezen', reason });
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
   * An invoice or credit note, with its PDF and UBL, to the firm's bookkeeping: its billing
   * e-mail and the roles it chose, or (without any) each eigenaar. Never a monteur: he may not
   * open invoices, so gets neither the mail nor a link to one. Each mail says why it reaches
   * this address.
   * @example await notify.documentAvailable({ storage, clock }, { companyId, ordererId, kind: 'factuur', number: 'F-2026-000001', pdf, ubl })
   */
  async documentAvailable(
    context: MailContext,
    document: {
      companyId: string;
      /** Who placed the order (the firm's eigenaar when the firm is not migrated yet). */
      ordererId: string;
      kind: 'factuur' | 'creditnota';
      number: string;
      pdf: Uint8Array;
      ubl: string;
    },
  ): Promise<void> {
    const attachments = [
      { filename: `${document.number}.pdf`, contentType: 'application/pdf', content: document.pdf },
      {
        filename: `${document.number}.xml`,
        contentType: 'application/xml',
        content: new TextEncoder().encode(document.ubl),
      },
    ];
    const message = {
      kind: 'document-beschikbaar' as const,
      document: document.kind,
      number: document.number,
    };
    for (const to of await billingRecipientsOf(context, document.companyId, document.ordererId)) {
      await enqueueMail(context, {
        to: to.email,
        ...(to.userId ? { userId: to.userId } : {}),
        key: to.userId
          ? `${document.kind}-${document.number}-${to.userId}`
          : `${document.kind}-${document.number}`,
        message: { ...message, name: to.name, firm: to.firm, via: to.via, chosen: to.chosen },
        attachments,
      });
    }
  },

  /**
   * The homeowner's link to an offerte, to the client's address (who has no account), in the
   * installer's name with the offerte's PDF attached.
   */
  async offerteSent(
    context: MailContext,
    offerte: {
      to: Addressee;
      from: InstallerSender;
      number: string;
      token: string;
      validUntil: string;
      pdf: Uint8Array;
    },
    /** The outbox key; with `replace`, the waiting message under it gets the new link. */
    outbox: { key: string; replace: boolean },
  ): Promise<void> {
    const mail = {
      to: offerte.to.email,
      key: outbox.key,
      ...fromInstaller(offerte.from),
      attachments: [pdfAttachment(offerte.number, offerte.pdf)],
      message: {
        kind: 'offerte-verstuurd' as const,
        name: offerte.to.name,
        installer: offerte.from.installer.name,
        number: offerte.number,
        token: offerte.token,
        validUntil: offerte.validUntil,
        from: offerte.from.installer,
      },
    };
    const replaced =
      outbox.replace && (await replaceWaitingMail(context, outbox.key, mail).catch(() => false));
    if (replaced) return;
    // Sent in the meantime: this resend is one more, once (the key holds it to one).
    await enqueueMail(context, outbox.replace ? { ...mail, key: `${outbox.key}-opnieuw` } : mail);
  },

  /** The homeowner's own confirmation of an acceptance: the accepted PDF and the 14 days. */
  async offerteConfirmed(
    context: MailContext,
    offerte: ClientDocument & { id: string; acceptedOn: string; withdrawUntil: string },
  ): Promise<void> {
    await mailClient(context, `offerte-${offerte.id}-bevestigd`, offerte, {
      kind: 'offerte-bevestigd',
      acceptedOn: offerte.acceptedOn,
      withdrawUntil: offerte.withdrawUntil,
    });
  },

  /** An installer's invoice to its client, with its PDF, in the installer's name; once. */
  async customerInvoiceIssued(
    context: MailContext,
    invoice: ClientDocument & {
      id: string;
      kind: CustomerInvoiceKind;
      totalInclVatCents: number;
      dueDate: string;
      iban: string;
      offerteNumber: string;
      creditOf?: string | undefined;
    },
  ): Promise<void> {
    await mailClient(context, `klantfactuur-${invoice.id}`, invoice, {
      kind: 'klantfactuur',
      document: invoice.kind,
      totalInclVatCents: invoice.totalInclVatCents,
      dueDate: invoice.dueDate,
      iban: invoice.iban,
      offerteNumber: invoice.offerteNumber,
      ...(invoice.creditOf ? { creditOf: invoice.creditOf } : {}),
    });
  },

  /** The homeowner accepted or rejected: to the member who made the offerte, if they want it. */
  async offerteAnswered(
    context: MailContext,
    uid: string,
    offerte: { id: string; number: string; answer: 'geaccepteerd' | 'afgewezen'; by: string },
  ): Promise<void> {
    await mailUpdate(context, uid, `offerte-${offerte.id}-${offerte.answer}`, {
      kind: 'offerte-beantwoord',
      offerteId: offerte.id,
      number: offerte.number,
      answer: offerte.answer,
      by: offerte.by,
    });
  },
};
