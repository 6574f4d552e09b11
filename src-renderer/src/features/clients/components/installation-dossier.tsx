import { useEffect, useState } from 'react';
import { DownloadButton } from '@/components/download-button';
import { Facts } from '@/components/facts';
import { errorMessage, FormError } from '@/components/form-error';
import { Field } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { UploadField } from '@/components/upload-field';
import { fetchFile } from '@/lib/api-client';
import { formatLongDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import {
  PHOTO_KIND_LABELS,
  PHOTO_KINDS,
  type InstallationDossier,
  type InstallationPhoto,
  type PhotoKind,
} from '@shared/schemas/installation-dossier';
import {
  downloadDossier,
  useRemovePhoto,
  useSendDossier,
  useUploadPhoto,
} from '../api/installation-dossier';

const formatDay = (value: string) => formatLongDate(`${value}T12:00:00Z`);

/** A private photo: fetched with the user's token, shown from memory. */
function PhotoThumb({ photo }: { photo: InstallationPhoto }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let gone = false;
    void fetchFile(photo.url)
      .then((response) => response.blob())
      .then((blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo.url]);
  const label = PHOTO_KIND_LABELS[photo.kind as PhotoKind] ?? photo.kind;
  return src ? <img src={src} alt={label} className="dossier-photo" /> : <span>{label}</span>;
}

function Photos({ dossier }: { dossier: InstallationDossier }) {
  const { clientId, installationId } = dossier;
  const upload = useUploadPhoto(clientId, installationId);
  const remove = useRemovePhoto(clientId, installationId);
  const [kind, setKind] = useState<PhotoKind>('typeplaatje');
  return (
    <section aria-labelledby="fotos-titel" className="client-card">
      <h2 id="fotos-titel">Foto&apos;s van de installatie</h2>
      <Field label="Wat staat op de foto">
        {(control) => (
          <select {...control} value={kind} onChange={(e) => setKind(e.target.value as PhotoKind)}>
            {PHOTO_KINDS.map((value) => (
              <option key={value} value={value}>
                {PHOTO_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <UploadField
        label="Foto's"
        hint="Een jpg of png van het typeplaatje, de buitenunit of de binnenunit; grote foto's worden verkleind."
        accept="image/jpeg,image/png"
        upload={upload}
        failed="De foto kon niet worden opgeslagen."
        onFile={(file, input) => {
          input.value = '';
          upload.mutate(
            { file, kind },
            { onSuccess: () => toast.success('De foto is opgeslagen.') },
          );
        }}
      />
      <ul className="dossier-photos" aria-busy={upload.isPending || remove.isPending}>
        {dossier.photos.map((photo) => (
          <li key={photo.id}>
            <PhotoThumb photo={photo} />
            <button
              type="button"
              className="button button-ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(photo.id)}
            >
              Foto {PHOTO_KIND_LABELS[photo.kind as PhotoKind] ?? ''} verwijderen
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ISDE dossier of one installation: what the homeowner's download holds, photos, sending. */
export function InstallationDossierView({ dossier }: { dossier: InstallationDossier }) {
  const send = useSendDossier(dossier.clientId, dossier.installationId);
  const invoice = dossier.finalInvoice;
  return (
    <div className="client-sections">
      <section aria-labelledby="unit-titel" className="client-card">
        <h2 id="unit-titel">De warmtepomp</h2>
        <Facts
          missing="—"
          facts={[
            ['Warmtepomp', dossier.unit.productName],
            ['Typenummer', dossier.unit.modelNumber],
            ['Serienummer', dossier.unit.serialNumber],
            ['Meldcode (RVO)', dossier.unit.meldcode ?? 'Niet bekend'],
            ['Installatiedatum', formatDay(dossier.installedOn)],
            ['Garantie tot', formatDay(dossier.warrantyEnd)],
          ]}
        />
      </section>
      <section aria-labelledby="factuur-titel" className="client-card">
        <h2 id="factuur-titel">Factuur</h2>
        {invoice ? (
          <Facts
            facts={[
              ['Eindfactuur', invoice.number],
              ['Bedrag incl. btw', formatEuro(invoice.totalInclVatCents)],
              ['Betaald', invoice.paid ? 'Ja' : 'Nog niet'],
            ]}
          />
        ) : (
          <p className="empty-state">Nog geen eindfactuur</p>
        )}
      </section>
      <section aria-labelledby="subsidie-titel" className="client-card">
        <h2 id="subsidie-titel">ISDE-subsidie (schatting)</h2>
        <Facts
          facts={[
            ['Geschat bedrag', formatEuro(dossier.estimate.cents)],
            ['Grondslag', dossier.estimate.basis],
            ['Aanvragen uiterlijk', formatDay(dossier.applyBy)],
          ]}
        />
        <h3>Wat RVO vraagt</h3>
        <ul>
          {dossier.checklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <Photos dossier={dossier} />
      <section aria-labelledby="versturen-titel" className="client-card">
        <h2 id="versturen-titel">Naar de klant</h2>
        <div className="form-actions">
          <DownloadButton
            primary
            label="Dossier (pdf)"
            busyLabel="Dossier maken…"
            failed="Het dossier kon niet worden gemaakt."
            download={() =>
              downloadDossier(dossier.clientId, dossier.installationId, dossier.unit.serialNumber)
            }
          />
          <button
            type="button"
            className="button"
            disabled={send.isPending || !dossier.client.email}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: ({ to }) => toast.success(`Het dossier gaat naar ${to}.`),
              })
            }
          >
            Dossier naar klant sturen
          </button>
        </div>
        {dossier.client.email ? null : (
          <p className="hint">
            Vul eerst het e-mailadres van de klant in om het dossier te sturen.
          </p>
        )}
        {dossier.sentAt ? (
          <p className="hint">Laatst verstuurd op {formatLongDate(dossier.sentAt)}.</p>
        ) : null}
        <FormError message={errorMessage(send.error, 'Het dossier kon niet worden verstuurd.')} />
      </section>
    </div>
  );
}
