import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DownloadButton } from '@/components/download-button';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import type { Installation } from '@shared/schemas/clients';
import { useChangeInstallations } from '../api/change-installations';
import { downloadWarrantyCard } from '../api/installation-dossier';
import { InstallationForm } from './installation-form';

/** A calendar day `YYYY-MM-DD` as `2 maart 2031` (noon UTC is that day in Amsterdam too). */
const formatDay = (value: string) => formatLongDate(`${value}T12:00:00Z`);

/** The installations at a client's address, with warranty and the next maintenance. */
export function InstallationList({
  clientId,
  installations,
}: {
  clientId: string;
  installations: Installation[];
}) {
  const change = useChangeInstallations(clientId);
  const [editing, setEditing] = useState<string | null>(null);
  if (installations.length === 0) {
    return <p className="empty-state">Nog geen installaties geregistreerd.</p>;
  }
  return (
    <ul className="installation-list">
      {installations.map((installation) =>
        editing === installation.id ? (
          <li key={installation.id} className="installation-card">
            <h3>{installation.productName}</h3>
            <InstallationForm
              clientId={clientId}
              installation={installation}
              onDone={() => setEditing(null)}
            />
          </li>
        ) : (
          <li key={installation.id} className="installation-card">
            <h3>{installation.productName}</h3>
            <dl className="definition-list">
              <dt>Serienummer</dt>
              <dd>{installation.serialNumber}</dd>
              <dt>Geïnstalleerd</dt>
              <dd>{formatDay(installation.installedOn)}</dd>
              <dt>Garantie tot</dt>
              <dd>{formatDay(installation.warrantyEnd)}</dd>
              <dt>Volgend onderhoud</dt>
              <dd>
                {formatDay(installation.nextMaintenance)}
                {installation.maintenanceSoon ? (
                  <span className="maintenance-soon">Onderhoud binnenkort</span>
                ) : null}
              </dd>
              {installation.refrigerant || installation.chargeKg ? (
                <>
                  <dt>Koudemiddel</dt>
                  <dd>
                    {installation.refrigerant || '—'}
                    {installation.chargeKg
                      ? `, ${installation.chargeKg.toLocaleString('nl-NL')} kg`
                      : ''}
                  </dd>
                </>
              ) : null}
            </dl>
            <div className="form-actions">
              <Link className="button" to={paths.installationDossier(clientId, installation.id)}>
                ISDE-dossier
              </Link>
              <DownloadButton
                label="Garantiebewijs (pdf)"
                busyLabel="Garantiebewijs maken…"
                failed="Het garantiebewijs kon niet worden gemaakt."
                download={() =>
                  downloadWarrantyCard(clientId, installation.id, installation.serialNumber)
                }
              />
            </div>
            <div className="form-actions">
              <button
                type="button"
                className="button"
                aria-label={`Installatie ${installation.serialNumber} wijzigen`}
                onClick={() => setEditing(installation.id)}
              >
                Wijzigen
              </button>
              <button
                type="button"
                className="button button-ghost"
                aria-label={`Installatie ${installation.serialNumber} verwijderen`}
                disabled={change.isPending}
                onClick={() => {
                  if (window.confirm(`Installatie ${installation.serialNumber} verwijderen?`)) {
                    change.mutate({ remove: installation.id });
                  }
                }}
              >
                Verwijderen
              </button>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}
