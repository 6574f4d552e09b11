import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useInstallationDossier } from '@/features/clients/api/installation-dossier';
import { InstallationDossierView } from '@/features/clients/components/installation-dossier';
import { RecordError } from './record-error';
import '@/features/clients/clients.css';

/** `ISDE-dossier` of an installation: what the homeowner gets, with the photos and sending. */
export function InstallationDossierPage() {
  const { id = '', installationId = '' } = useParams();
  const dossier = useInstallationDossier(id, installationId);
  if (!dossier.isSuccess) return <RecordError record="klant" query={dossier} />;
  const data = dossier.data;
  return (
    <Page
      title={`ISDE-dossier ${data.unit.serialNumber}`}
      back={{ to: paths.client(id), label: data.client.name }}
    >
      <p className="hint">
        Voor {data.client.name}, {data.client.address} {data.client.postcode} {data.client.city}
      </p>
      <InstallationDossierView dossier={data} />
    </Page>
  );
}
