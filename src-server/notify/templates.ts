import { trackingOf } from '@shared/domain/carriers';
import { formatEuro } from '@shared/domain/money';
import { ORDER_STATUS_LABELS } from '@shared/domain/rules';
import { CUSTOMER_INVOICE_KIND_LABELS } from '@shared/domain/customer-invoice';
import { formatIban } from '@shared/domain/seller';
import type { MailInstaller, MailMessage } from '../collections/mail-outbox';
import { footerOf, whyOf } from './why';

/**
 * Every e-mail the portal sends, in Dutch, as HTML (in the portal's colours) and as plain
 * text with the same words. A message is rendered when it is sent, with the portal's address
 * for its links; its subject is fixed when it is enqueued.
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A paragraph, or a button-like link: one list renders to both HTML and text. */
type Block = { p: string } | { link: string; label: string };

const BRAND = 'Warmteportaal';
const COLORS = {
  blue: '#0f4c81',
  ink: '#1b2733',
  muted: '#5a6875',
  line: '#dfe5eb',
  bg: '#f5f7f9',
};

/** `2026-03-01` → `1 maart 2026`. */
function dayLabel(day: string): string {
  return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Text that people typed (a client's or firm's name, a ticket's subject) stays plain text in
 * a mail: on one line, and nothing a mail program turns into a link. A dot beside a letter
 * becomes a one-dot leader, `@` a full-width at and `://` is broken, so "Klik hier:
 * http://x.test" reads the same but links nowhere.
 */
export function inert(text: string): string {
  return (
    text
      // Line breaks and runs of spaces become one space; a no-break space (€ 2.500,00) stays.
      .replace(/[^\S\u00a0]+/g, ' ')
      .trim()
      .replace(/:\/\//g, ':/\u200b/')
      // Not between two digits: amounts (€ 3.000,00) stay as they are; no mail program links them.
      .replace(/(?<=\p{L})\.(?=[\p{L}\p{N}])|(?<=\p{N})\.(?=\p{L})/gu, '\u2024')
      .replace(/@/g, '\uff20')
  );
}

/** The fields of a message that hold what people typed. */
const TYPED_FIELDS = ['name', 'installer', 'company', 'firm', 'by', 'subject', 'reason'] as const;

function plainMessage<T extends MailMessage>(message: T): T {
  const typed: Record<string, string> = {};
  for (const field of TYPED_FIELDS) {
    const value: unknown = (message as Record<string, unknown>)[field];
    if (typeof value === 'string') typed[field] = inert(value);
  }
  const from = 'from' in message && message.from ? { from: plainInstaller(message.from) } : {};
  return { ...message, ...typed, ...from };
}

/** The installer's details as typed, inert like every other typed text; the address is checked. */
function plainInstaller(installer: MailInstaller): MailInstaller {
  return {
    name: inert(installer.name),
    address: inert(installer.address),
    phone: inert(installer.phone),
    email: installer.email.trim(),
    website: inert(installer.website),
    kvkNumber: inert(installer.kvkNumber),
    btwId: inert(installer.btwId),
  };
}

export function subjectOf(typed: MailMessage): string {
  const message = plainMessage(typed);
  switch (message.kind) {
    case 'bestelling-ontvangen':
      return `Je bestelling ${message.number} is ontvangen`;
    case 'status-gewijzigd':
      return message.corrected
        ? `Bestelling ${message.number}: nieuwe track-and-tracecode`
        : `Bestelling ${message.number}: ${ORDER_STATUS_LABELS[message.status].toLowerCase()}`;
    case 'vraag-beantwoord':
      return `Antwoord op je vraag: ${message.subject}`;
    case 'aanvraag-ontvangen':
      return 'Je dealeraanvraag is ontvangen';
    case 'aanvraag-goedgekeurd':
      return 'Je dealeraanvraag is goedgekeurd';
    case 'aanvraag-afgewezen':
      return 'Je dealeraanvraag is afgewezen';
    case 'account-aangemaakt':
      return `Je account bij ${BRAND}`;
    case 'offerte-verstuurd':
      return `Offerte ${message.number} van ${message.installer}`;
    case 'offerte-beantwoord':
      return `Offerte ${message.number} is ${message.answer}`;
    case 'offerte-bevestigd':
      return `Bevestiging: u hebt offerte ${message.number} van ${message.from.name} geaccepteerd`;
    case 'klantfactuur':
      return `${message.document === 'creditfactuur' ? CUSTOMER_INVOICE_KIND_LABELS.creditfactuur : 'Factuur'} ${message.number} van ${message.from.name}`;
    case 'goedkeuring-gevraagd':
      return `Bestelling ${message.number} van ${message.orderedBy} wacht op je goedkeuring`;
    case 'goedkeuring-besluit':
      return `Bestelling ${message.number} is ${message.decision}`;
    case 'document-beschikbaar':
      return message.document === 'factuur'
        ? `Factuur ${message.number}`
        : `Creditfactuur ${message.number}`;
    case 'isde-dossier':
      return `ISDE-dossier van uw warmtepomp (${message.serialNumber})`;
    case 'onderhoud-herinnering':
      return `Onderhoud van uw warmtepomp voor ${dayLabel(message.dueOn)}`;
  }
}

function blocksOf(message: MailMessage, portal: string): Block[] {
  const passwordLink = (code: string) => ({
    link: `${portal}/wachtwoord-instellen?code=${encodeURIComponent(code)}`,
    label: 'Wachtwoord instellen',
  });
  switch (message.kind) {
    case 'bestelling-ontvangen':
      return [
        {
          p: `We hebben je bestelling ${message.number} ontvangen: ${message.lineCount} ${message.lineCount === 1 ? 'regel' : 'regels'}, totaal ${formatEuro(message.totalInclVat)} incl. btw.`,
        },
        { p: 'We laten het je weten zodra de status verandert.' },
        {
          link: `${portal}/orders/${encodeURIComponent(message.orderId)}`,
          label: 'Bestelling bekijken',
        },
      ];
    case 'status-gewijzigd': {
      const blocks: Block[] = [
        {
          p: message.corrected
            ? `De track-and-tracecode van je zending voor bestelling ${message.number} is gewijzigd: gebruik de nieuwe code hieronder.`
            : `De status van je bestelling ${message.number} is nu: ${ORDER_STATUS_LABELS[message.status]}.`,
        },
      ];
      if (message.trackAndTrace) {
        // The carrier as stored with the shipment; without one only the code is told.
        const tracking = message.carrier
          ? trackingOf(message.carrier, message.trackAndTrace, message.address)
          : null;
        const carrier = tracking ? ` met ${tracking.carrier}` : '';
        blocks.push({
          p: `Je pakket is onderweg${carrier}. Track-and-tracecode: ${tracking?.code ?? message.trackAndTrace}.`,
        });
        if (tracking?.url) blocks.push({ link: tracking.url, label: 'Volg je pakket' });
      }
      blocks.push({
        link: `${portal}/orders/${encodeURIComponent(message.orderId)}`,
        label: 'Bestelling bekijken',
      });
      return blocks;
    }
    case 'vraag-beantwoord':
      return [
        { p: `Er is een antwoord op je vraag „${message.subject}”.` },
        {
          link: `${portal}/support/${encodeURIComponent(message.ticketId)}`,
          label: 'Antwoord lezen',
        },
      ];
    case 'aanvraag-ontvangen':
      return [
        { p: `Bedankt voor je aanvraag om dealer te worden met ${message.company}.` },
        {
          p: 'We beoordelen je aanvraag en laten je binnen enkele werkdagen weten wat we besluiten.',
        },
      ];
    case 'aanvraag-goedgekeurd':
      return [
        { p: `Goed nieuws: ${message.company} is goedgekeurd als dealer van ${BRAND}.` },
        { p: 'Stel met de knop hieronder je wachtwoord in; daarna kun je inloggen en bestellen.' },
        passwordLink(message.passwordCode),
      ];
    case 'aanvraag-afgewezen':
      return [
        { p: `We hebben je aanvraag om dealer te worden met ${message.company} niet goedgekeurd.` },
        { p: `Reden: ${message.reason}` },
        { p: 'Heb je vragen? Beantwoord dan deze e-mail of neem contact met ons op.' },
      ];
    case 'account-aangemaakt':
      return [
        { p: `Er is een account voor je aangemaakt op ${BRAND}.` },
        { p: 'Stel met de knop hieronder je wachtwoord in; daarna kun je inloggen.' },
        passwordLink(message.passwordCode),
      ];
    case 'offerte-verstuurd':
      return [
        {
          p: `${message.installer} stuurt u offerte ${message.number}. U kunt de offerte bekijken, downloaden en online accepteren of afwijzen tot en met ${dayLabel(message.validUntil)}.`,
        },
        ...(message.from ? [{ p: 'De offerte zit ook als pdf in de bijlage.' }] : []),
        {
          link: `${portal}/offerte/${encodeURIComponent(message.token)}`,
          label: 'Offerte bekijken',
        },
      ];
    case 'offerte-beantwoord':
      return [
        {
          p:
            message.answer === 'geaccepteerd'
              ? `Goed nieuws: ${message.by} heeft offerte ${message.number} geaccepteerd.`
              : `Offerte ${message.number} is afgewezen door ${message.by}.`,
        },
        {
          link: `${portal}/offertes/${encodeURIComponent(message.offerteId)}`,
          label: 'Offerte bekijken',
        },
      ];
    case 'offerte-bevestigd':
      return [
        {
          p: `Bedankt: u hebt op ${dayLabel(message.acceptedOn)} offerte ${message.number} van ${message.from.name} geaccepteerd. In de bijlage vindt u de offerte zoals u die hebt geaccepteerd.`,
        },
        {
          p: `U mag de overeenkomst tot en met ${dayLabel(message.withdrawUntil)} zonder opgave van redenen herroepen (14 dagen herroepingsrecht). Beantwoord dan deze e-mail of gebruik het herroepingsformulier op de pagina van de offerte.`,
        },
        { p: `${message.from.name} neemt contact met u op over de planning.` },
      ];
    case 'klantfactuur':
      return customerInvoiceBlocks(message);
    case 'goedkeuring-gevraagd':
      return approvalRequestBlocks(message, portal);
    case 'goedkeuring-besluit':
      return [
        {
          p:
            message.decision === 'goedgekeurd'
              ? `${message.by} heeft je bestelling ${message.number} goedgekeurd; we gaan hem verwerken.`
              : `${message.by} heeft je bestelling ${message.number} afgewezen.`,
        },
        ...(message.reason ? [{ p: `Reden: ${message.reason}` }] : []),
        {
          link: `${portal}/orders/${encodeURIComponent(message.orderId)}`,
          label: 'Bestelling bekijken',
        },
      ];
    case 'document-beschikbaar': {
      const what = message.document === 'factuur' ? 'factuur' : 'creditfactuur';
      const firm = message.firm ? ` van ${message.firm}` : '';
      return [
        {
          p: `In de bijlage vind je ${what} ${message.number}${firm} als pdf en als e-factuur (UBL, voor je boekhoudpakket).`,
        },
        { p: `Eigenaars en inkopers vinden alle facturen en creditfacturen ook in het portaal.` },
        { link: `${portal}/facturen`, label: 'Facturen bekijken' },
      ];
    }
    case 'isde-dossier':
      return [
        {
          p: `In de bijlage vindt u het ISDE-dossier van uw ${message.productName} (serienummer ${message.serialNumber}): de meldcode, de installatiedatum, de foto's, de geschatte subsidie en wat RVO bij de aanvraag vraagt.`,
        },
        {
          p: `Vraag de subsidie aan op mijn.rvo.nl, uiterlijk ${dayLabel(message.applyBy)} (24 maanden na de installatie).`,
        },
        { p: 'Heeft u een vraag? Beantwoord dan deze e-mail.' },
      ];
    case 'onderhoud-herinnering':
      return [
        {
          p: `Uw ${message.productName} (serienummer ${message.serialNumber}) is rond ${dayLabel(message.dueOn)} toe aan het jaarlijkse onderhoud. Goed onderhoud houdt de warmtepomp zuinig en de garantie geldig.`,
        },
        {
          p: `Maak een afspraak met ${message.installer}${message.installerPhone ? `: bel ${message.installerPhone}` : ''}${message.installerEmail ? `${message.installerPhone ? ' of mail' : ': mail'} ${message.installerEmail}` : ''}.`,
        },
        {
          p: 'U ontvangt deze herinnering omdat u hiervoor toestemming gaf aan uw installateur. Wilt u geen herinneringen meer? Laat het uw installateur weten.',
        },
      ];
  }
}

/** An installer's invoice to its client: what to pay, by when, to which account. */
function customerInvoiceBlocks(message: Extract<MailMessage, { kind: 'klantfactuur' }>): Block[] {
  const { from } = message;
  if (message.document === 'creditfactuur') {
    return [
      {
        p: `In de bijlage vindt u creditfactuur ${message.number} van ${from.name}, een correctie op factuur ${message.creditOf ?? ''} (offerte ${message.offerteNumber}), als pdf.`,
      },
      {
        p: `Het bedrag van ${formatEuro(-message.totalInclVatCents)} wordt verrekend of aan u terugbetaald; u hoeft niets te doen.`,
      },
    ];
  }
  const what = message.document === 'aanbetaling' ? 'de aanbetalingsfactuur' : 'de eindfactuur';
  return [
    {
      p: `In de bijlage vindt u ${what} ${message.number} van ${from.name} voor offerte ${message.offerteNumber}, als pdf.`,
    },
    {
      p: `Wilt u ${formatEuro(message.totalInclVatCents)} uiterlijk ${dayLabel(message.dueDate)} overmaken op ${formatIban(message.iban)} t.n.v. ${from.name}, onder vermelding van ${message.number}?`,
    },
    { p: 'Heeft u een vraag over deze factuur? Beantwoord dan deze e-mail.' },
  ];
}

/** A colleague's waiting order: what the approver needs to decide without opening it first. */
function approvalRequestBlocks(
  message: Extract<MailMessage, { kind: 'goedkeuring-gevraagd' }>,
  portal: string,
): Block[] {
  const lines = message.lines.map((line) => `${line.quantity} × ${line.name}`).join('; ');
  const facts = [
    `Regels: ${lines}.`,
    `Totaal: ${formatEuro(message.totalInclVat)} incl. btw.`,
    `Klant: ${message.clientName ?? 'geen'}.`,
    `Afleveradres: ${message.address || 'afhalen'}.`,
    `Referentie: ${message.reference || 'geen'}.`,
    `Opmerkingen: ${message.notes || 'geen'}.`,
  ];
  return [
    {
      p: `${message.orderedBy} heeft bestelling ${message.number} geplaatst. Die wacht op goedkeuring: ${message.reason}`,
    },
    ...facts.map((p) => ({ p })),
    { link: `${portal}/goedkeuren`, label: 'Goedkeuren of afwijzen' },
  ];
}

/** Who a mail comes from: the portal, or an installer writing to its client. */
interface Frame {
  brand: string;
  /** The lines under "Met vriendelijke groet,". */
  signature: string[];
  /** The portal's note under a mail to its users; none under an installer's mail. */
  footer?: string;
}

/**
 * A mail from an installer to its client: signed with its details (or, for a mail queued
 * before it carried them, its name), with why the homeowner gets it unless the text says so.
 */
function installerOf(message: MailMessage): Frame | null {
  const why = message.kind === 'onderhoud-herinnering' ? {} : { footer: whyOf(message) };
  if ('from' in message && message.from) return { ...installerFrame(message.from), ...why };
  if ('installer' in message && message.installer) {
    return { brand: message.installer, signature: [message.installer], ...why };
  }
  return null;
}

/** The portal's own mail: signed by the portal, with why this person gets it. */
function portalFrame(message: MailMessage): Frame {
  return { brand: BRAND, signature: [BRAND], footer: footerOf(message) };
}

/** The installer's signature: name, address, phone, e-mail, website, KvK and btw-id. */
function installerFrame(from: MailInstaller): Frame {
  const contact = [from.phone ? `Tel. ${from.phone}` : '', from.email, from.website];
  const ids = [
    from.kvkNumber ? `KvK ${from.kvkNumber}` : '',
    from.btwId ? `Btw-id ${from.btwId}` : '',
  ];
  return {
    brand: from.name,
    signature: [
      from.name,
      from.address,
      contact.filter(Boolean).join(' · '),
      ids.filter(Boolean).join(' · '),
    ].filter(Boolean),
  };
}

function htmlOf(subject: string, greeting: string, blocks: Block[], frame: Frame): string {
  const body = blocks
    .map((block) =>
      'p' in block
        ? `<p style="margin:0 0 16px">${escapeHtml(block.p)}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;background:${COLORS.blue};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:10px;font-weight:600">${escapeHtml(block.label)}</a></p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:${COLORS.bg};font-family:'Segoe UI',Roboto,Arial,sans-serif;color:${COLORS.ink};line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:${COLORS.blue};color:#ffffff;padding:16px 24px;border-radius:10px 10px 0 0;font-size:20px;font-weight:700">${escapeHtml(frame.brand)}</div>
<div style="background:#ffffff;border:1px solid ${COLORS.line};border-top:0;border-radius:0 0 10px 10px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${body}
<p style="margin:24px 0 0">Met vriendelijke groet,<br>${frame.signature.map(escapeHtml).join('<br>')}</p>
</div>
${frame.footer ? `<p style="color:${COLORS.muted};font-size:12px;margin:16px 0 0">${escapeHtml(frame.footer)}</p>\n` : ''}</div></body></html>`;
}

function textOf(greeting: string, blocks: Block[], frame: Frame): string {
  const body = blocks.map((block) => ('p' in block ? block.p : `${block.label}: ${block.link}`));
  return [
    greeting,
    ...body,
    `Met vriendelijke groet,\n${frame.signature.join('\n')}`,
    ...(frame.footer ? [`--\n${frame.footer}`] : []),
  ].join('\n\n');
}

/** The message as sent: subject, HTML and text. `portal` is the portal's address (no slash). */
export function renderMail(typed: MailMessage, portal: string): RenderedMail {
  const message = plainMessage(typed);
  const subject = subjectOf(message);
  const greeting = message.name ? `Beste ${message.name},` : 'Beste klant,';
  const blocks = blocksOf(message, portal.replace(/\/+$/, ''));
  const frame = installerOf(message) ?? portalFrame(message);
  return {
    subject,
    html: htmlOf(subject, greeting, blocks, frame),
    text: textOf(greeting, blocks, frame),
  };
}
