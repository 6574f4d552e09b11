import type { MailMessage } from '../collections/mail-outbox';

const ROLE_PLURAL = { eigenaar: 'de eigenaars', inkoper: 'de inkopers' } as const;
const ROLE_ONE = { eigenaar: 'eigenaar', inkoper: 'inkoper' } as const;

/**
 * The footer's one sentence on why this person gets this mail (mail by role): what they did,
 * or which choice of their firm sends it to them.
 */
export function whyOf(message: MailMessage): string {
  const because = 'Je ontvangt deze e-mail omdat';
  // A homeowner hears from the installer and is addressed with "u"; portal users with "je".
  const toHomeowner = 'U ontvangt deze e-mail omdat';
  const firm = 'firm' in message && message.firm ? message.firm : 'je bedrijf';
  switch (message.kind) {
    case 'bestelling-ontvangen':
    case 'status-gewijzigd':
      return !message.via || message.via === 'besteller'
        ? `${because} je deze bestelling hebt geplaatst.`
        : `${because} ${firm} berichten over bestellingen ook naar ${ROLE_PLURAL[message.via]} stuurt (in te stellen op de pagina Bedrijf).`;
    case 'goedkeuring-besluit':
      return `${because} je deze bestelling hebt geplaatst.`;
    case 'goedkeuring-gevraagd':
      return `${because} je als ${ROLE_ONE[message.via ?? 'eigenaar']} van ${firm} bestellingen van collega's goedkeurt.`;
    case 'vraag-beantwoord':
      return `${because} je deze vraag hebt gesteld.`;
    case 'aanvraag-ontvangen':
    case 'aanvraag-goedgekeurd':
    case 'aanvraag-afgewezen':
      return `${because} je met dit e-mailadres een dealeraanvraag hebt ingediend.`;
    case 'account-aangemaakt':
      return `${because} er voor dit e-mailadres een account is aangemaakt.`;
    case 'offerte-verstuurd':
      return `${toHomeowner} ${message.installer} u deze offerte stuurt.`;
    case 'offerte-bevestigd':
      return `${toHomeowner} u offerte ${message.number} van ${message.from.name} hebt geaccepteerd.`;
    case 'isde-dossier':
      return `${toHomeowner} ${message.installer} uw warmtepomp heeft geïnstalleerd.`;
    case 'onderhoud-herinnering':
      return 'U ontvangt deze herinnering omdat u hiervoor toestemming gaf aan uw installateur.';
    case 'klantfactuur':
      return `${toHomeowner} ${message.from.name} u deze factuur stuurt.`;
    case 'offerte-beantwoord':
      return `${because} je deze offerte hebt gemaakt.`;
    case 'document-beschikbaar': {
      if (message.via === 'factuuradres')
        return `${because} dit het factuur-e-mailadres van ${firm} is.`;
      if (message.via === 'inkoper' || (message.via === 'eigenaar' && message.chosen))
        return `${because} ${firm} facturen ook naar ${ROLE_PLURAL[message.via]} stuurt (in te stellen op de pagina Bedrijf).`;
      if (message.via === 'eigenaar')
        return `${because} je eigenaar bent van ${firm} en er nog geen factuur-e-mailadres is ingesteld (dat kan op de pagina Bedrijf).`;
      return `${because} je facturen van Warmteportaal ontvangt.`;
    }
  }
}

/** Messages a user may turn off in their settings. */
const OPTIONAL_KINDS: ReadonlySet<MailMessage['kind']> = new Set([
  'bestelling-ontvangen',
  'status-gewijzigd',
  'goedkeuring-gevraagd',
  'goedkeuring-besluit',
  'vraag-beantwoord',
  'offerte-beantwoord',
]);

/** The footer: why this mail, and for an optional one where it is turned off. */
export function footerOf(message: MailMessage): string {
  const optional = OPTIONAL_KINDS.has(message.kind)
    ? ' Berichten over bestellingen en vragen zet je uit bij Instellingen in het portaal.'
    : '';
  return `${whyOf(message)}${optional}`;
}
