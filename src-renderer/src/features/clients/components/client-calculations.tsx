import { Link } from 'react-router-dom';
import { ClientPagedRows } from './client-rows';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { METHOD_LABELS } from '@shared/calculator/comparison';
import { formatKw } from '@shared/calculator/format';
import { useClientCalculations } from '../api/get-client-calculations';

/** The heat-loss calculations saved for this client; each opens in the calculator. */
export function ClientCalculations({ clientId }: { clientId: string }) {
  return (
    <ClientPagedRows
      query={useClientCalculations(clientId)}
      what="De berekeningen"
      empty="Nog geen berekeningen. Kies deze klant bij Opslaan in de calculator."
      more="Meer berekeningen laden"
      row={(calculation) => (
        <>
          <Link to={paths.calculation(calculation.id)}>{calculation.name}</Link>
          <span>{METHOD_LABELS[calculation.method]}</span>
          <span>{formatKw(calculation.heatLossW)}</span>
          <span>{formatDate(calculation.updatedAt)}</span>
        </>
      )}
    />
  );
}
