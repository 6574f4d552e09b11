import { describe, expect, it } from 'vitest';
import { trackingOf } from '@shared/domain/carriers';
import { formatIban, SELLER } from '@shared/domain/seller';
import type { MailInstaller, MailMessage } from '../../src-server/collections/mail-outbox';
import { renderMail, subjectOf } from '../../src-server/notify/templates';

const INSTALLER: MailInstaller = {
  name: 'De Vries Installatietechniek',
  address: 'Dorpsstraat 1, 1234 AB Ergens',
  phone: '030 123 45 67',
  email: 'info@devries.example',
  website: 'devries.example',
  kvkNumber: '12345678',
  btwId: 'NL004495445B01',
};

/** Every kind of mail a homeowner receives from their installer. */
const TO_HOMEOWNER: MailMessage[] = [
  {
    kind: 'offerte-verstuurd',
    name: 'Fam. Bakker',
    installer: INSTALLER.name,
    number: 'OFF-2026-00042',
    token: 'abc',
    validUntil: '2026-12-31',
    from: INSTALLER,
  },
  {
    kind: 'offerte-bevestigd',
    name: 'Fam. Bakker',
    number: 'OFF-2026-00042',
    acceptedOn: '2026-11-20',
    withdrawUntil: '2026-12-04',
    from: INSTALLER,
  },
  ...(['aanbetaling', 'eindfactuur', 'creditfactuur'] as const).map((document): MailMessage => ({
    kind: 'klantfactuur',
    name: 'Fam. Bakker',
    number: 'DV-2026-0007',
    document,
    totalInclVatCents: document === 'creditfactuur' ? -10_000 : 10_000,
    dueDate: '2026-12-11',
    iban: 'NL91ABNA0417164300',
    offerteNumber: 'OFF-2026-00042',
    ...(document === 'creditfactuur' ? { creditOf: 'DV-2026-0006' } : {}),
    from: INSTALLER,
  })),
  {
    kind: 'isde-dossier',
    name: 'Fam. Bakker',
    installer: INSTALLER.name,
    productName: 'Noordwind Aquaris 8 kW',
    serialNumber: 'AW8-1',
    applyBy: '2028-11-20',
    from: INSTALLER,
  },
  {
    kind: 'onderhoud-herinnering',
    name: 'Fam. Bakker',
    installer: INSTALLER.name,
    productName: 'Noordwind Aquaris 8 kW',
    serialNumber: 'AW8-1',
    dueOn: '2026-12-20',
    installerPhone: INSTALLER.phone,
    installerEmail: INSTALLER.email,
    from: INSTALLER,
  },
];

/** The informal forms of address ("je", "jij", "jouw", "jou", "jullie"), as whole words. */
const INFORMAL = /\b(je|jij|jouw|jou|jullie)\b/i;

/** A mail as sent from the portal at https://portaal.test/. */
const mailOf = (message: MailMessage) => renderMail(message, 'https://portaal.test/');

describe('e-mail templates', () => {
  it('address the homeowner with "u" in every mail from the installer', () => {
    for (const message of TO_HOMEOWNER) {
      const mail = mailOf(message);
      for (const text of [mail.subject, mail.text]) {
        expect(INFORMAL.exec(text)?.[0], `${message.kind}: ${text}`).toBeUndefined();
      }
      expect(`${mail.subject} ${mail.text}`, message.kind).toMatch(/\b(u|uw)\b/i);
    }
  });

  it("never name the portal's KvK, btw-id or IBAN to a homeowner; ask payment to the installer's IBAN", () => {
    const portal = [SELLER.kvkNumber, SELLER.btwId, SELLER.iban, formatIban(SELLER.iban)];
    for (const message of TO_HOMEOWNER) {
      const mail = mailOf(message);
      const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
      for (const detail of portal)
        expect(all, `${message.kind} noemt ${detail}`).not.toContain(detail);
      if (message.kind === 'klantfactuur' && message.document !== 'creditfactuur') {
        expect(mail.text, message.document).toContain(formatIban(message.iban));
      }
    }
  });

  it("sign a homeowner's mail with the installer, without the portal's footer", () => {
    const mail = mailOf({
      kind: 'onderhoud-herinnering',
      name: 'Fam. de Wit',
      installer: 'De Vries Installatietechniek',
      productName: 'Noordwind Aquaris 8 kW',
      serialNumber: 'AW8-1',
      dueOn: '2026-12-20',
      installerPhone: '030 123 45 67',
      installerEmail: 'info@devries.example',
    });
    expect(mail.subject).toBe('Onderhoud van uw warmtepomp voor 20 december 2026');
    expect(mail.text).toContain('Met vriendelijke groet,\nDe Vries Installatietechniek');
    expect(mail.text).toContain('bel 030 123 45 67 of mail info@devries.example');
    expect(`${mail.text}${mail.html}`).not.toContain('Warmteportaal');
  });

  it('escape what users typed in the HTML and keep it readable in the text', () => {
    const mail = mailOf({
      kind: 'aanvraag-afgewezen',
      name: 'Eva <script>',
      company: 'A & B "Warmte"',
      reason: 'KvK-nummer <b>onbekend</b>',
    });
    expect(mail.subject).toBe('Je dealeraanvraag is afgewezen');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Beste Eva &lt;script&gt;,');
    expect(mail.html).toContain('A &amp; B &quot;Warmte&quot;');
    expect(mail.text).toContain('Reden: KvK-nummer <b>onbekend</b>');
  });

  it('link to the portal for setting a password, in HTML and text alike', () => {
    const mail = mailOf({
      kind: 'aanvraag-goedgekeurd',
      name: 'Dirk',
      company: 'Dealer B.V.',
      passwordCode: 'a/b c',
    });
    const link = 'https://portaal.test/wachtwoord-instellen?code=a%2Fb%20c';
    expect(mail.text).toContain(`Wachtwoord instellen: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('name the stored carrier and its tracking link, with the postcode for PostNL', () => {
    expect(trackingOf('PostNL', '3sabc1234567', 'Stationsplein 1, 3511 ed Utrecht')).toEqual({
      carrier: 'PostNL',
      code: '3SABC1234567',
      url: 'https://jouw.postnl.nl/track-and-trace/?B=3SABC1234567&D=NL&T=C&P=3511ED',
    });
    const sent = {
      kind: 'status-gewijzigd',
      orderId: 'o1',
      number: 'WP-2026-000001',
      status: 'verzonden',
    } as const;
    const dhl = renderMail(
      { ...sent, name: 'Eva', trackAndTrace: 'JVGL0123456789', carrier: 'DHL' },
      'https://portaal.test',
    );
    expect(dhl.text).toContain(
      'Je pakket is onderweg met DHL. Track-and-tracecode: JVGL0123456789.',
    );
    expect(dhl.text).toContain(
      'Volg je pakket: https://www.dhl.com/nl-nl/home/tracking.html?tracking-id=JVGL0123456789',
    );
    // Without a stored carrier nothing is guessed from the code.
    const shipped = renderMail(
      { ...sent, name: '', trackAndTrace: 'XYZ-1' },
      'https://portaal.test',
    );
    expect(shipped.text).toContain('Beste klant,');
    expect(shipped.text).toContain('Je pakket is onderweg. Track-and-tracecode: XYZ-1.');
    expect(shipped.text).not.toContain('Volg je pakket');
  });

  it('fix subjects for invoices and credit notes', () => {
    const base = { kind: 'document-beschikbaar', name: 'Eva', number: 'C-2026-000003' } as const;
    expect(subjectOf({ ...base, document: 'creditnota' })).toBe('Creditfactuur C-2026-000003');
    expect(subjectOf({ ...base, document: 'factuur' })).toBe('Factuur C-2026-000003');
  });

  it('say in the footer, in one sentence, why this person gets the mail', () => {
    const footer = (message: Parameters<typeof renderMail>[0]) =>
      renderMail(message, 'http://portaal.test').text.split('--\n')[1];
    const order = {
      kind: 'bestelling-ontvangen',
      name: 'Mo',
      orderId: 'o1',
      number: 'WP-2026-000001',
      totalInclVat: 1_000,
      lineCount: 1,
    } as const;
    expect(footer(order)).toMatch(
      /^Je ontvangt deze e-mail omdat je deze bestelling hebt geplaatst\./,
    );
    const copy = renderMail({ ...order, via: 'eigenaar', firm: 'Klik http://x.test' }, '');
    // The firm's name is typed text: in the footer it links nowhere.
    expect(copy.text).toContain('omdat Klik http:/\u200b/x\u2024test berichten over bestellingen');
    expect(copy.html).not.toContain('http://x.test');
    const invoice = {
      kind: 'document-beschikbaar',
      name: '',
      document: 'factuur',
      number: 'F-1',
    } as const;
    expect(footer({ ...invoice, via: 'eigenaar', firm: 'Eva' })).toBe(
      'Je ontvangt deze e-mail omdat je eigenaar bent van Eva en er nog geen factuur-e-mailadres is ingesteld (dat kan op de pagina Bedrijf).',
    );
    expect(footer({ ...invoice, via: 'inkoper', chosen: true, firm: 'Eva' })).toBe(
      'Je ontvangt deze e-mail omdat Eva facturen ook naar de inkopers stuurt (in te stellen op de pagina Bedrijf).',
    );
  });
});
