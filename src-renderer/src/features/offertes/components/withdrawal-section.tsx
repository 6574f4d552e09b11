import { formatLongDate } from '@/lib/dates';
import {
  lastWithdrawalDay,
  WITHDRAWAL_DAYS,
  withdrawalFormText,
} from '@shared/domain/consumer-offerte';
import type { PublicOfferte } from '@shared/schemas/offerte';

const day = (value: string) => formatLongDate(`${value}T12:00:00Z`);

/**
 * The consumer's right of withdrawal for an offerte accepted online (a distance contract):
 * the 14 days, what happens when work has already started, and the model form, filled in and
 * ready to send to the installer.
 */
export function WithdrawalSection({ offerte }: { offerte: PublicOfferte }) {
  const { installer } = offerte;
  const accepted = offerte.state === 'geaccepteerd' && offerte.answeredAt;
  const form = withdrawalFormText({
    installerName: installer.name,
    installerAddress: installer.address,
    installerEmail: installer.email,
    offerteNumber: offerte.number,
    acceptedOn: accepted ? formatLongDate(offerte.answeredAt ?? '') : '',
    clientName: offerte.acceptedBy ?? offerte.client.name,
    clientAddress: offerte.client.address,
  });
  const mail = `mailto:${installer.email}?subject=${encodeURIComponent(
    `Herroeping offerte ${offerte.number}`,
  )}&body=${encodeURIComponent(form)}`;
  return (
    <section aria-labelledby="herroeping-titel" className="offerte-withdrawal">
      <h2 id="herroeping-titel">Herroepingsrecht</h2>
      <p>
        Geeft u als consument online akkoord op deze offerte, dan mag u de overeenkomst binnen{' '}
        {WITHDRAWAL_DAYS} dagen na uw akkoord zonder opgave van redenen herroepen (ongedaan maken).
        Begint {installer.name} op uw uitdrukkelijke verzoek al binnen die {WITHDRAWAL_DAYS} dagen
        met het werk, dan betaalt u bij herroeping alleen naar verhouding voor wat al is gedaan.
      </p>
      {accepted ? (
        <p>
          U gaf akkoord op {formatLongDate(offerte.answeredAt ?? '')}. Herroepen kan tot en met{' '}
          <strong>{day(lastWithdrawalDay(offerte.answeredAt ?? ''))}</strong>.
        </p>
      ) : null}
      <p>
        Herroepen doet u met een duidelijke verklaring aan {installer.name}, per e-mail of per post,
        bijvoorbeeld met het formulier hieronder.
      </p>
      <details className="card">
        <summary>Modelformulier voor herroeping</summary>
        <pre className="offerte-withdrawal-form">{form}</pre>
        {installer.email ? (
          <p>
            <a className="button" href={mail}>
              Herroeping per e-mail versturen
            </a>
          </p>
        ) : null}
      </details>
    </section>
  );
}
