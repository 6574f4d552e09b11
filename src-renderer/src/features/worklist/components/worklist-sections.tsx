import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import { MAINTENANCE_SOON_DAYS, ORDER_STATUS_LABELS } from '@shared/domain/rules';
import { joined, WorkGroup, WorkSection, type Section } from './work-section';

export function OrdersWork({ work }: Section<'orders'>) {
  return (
    <WorkSection
      id="werk-bestellingen"
      title="Bestellingen"
      empty={
        work.inProgress.count === 0 ? (
          <>
            Geen bestellingen onderweg. Bestel in de <Link to={paths.catalogue}>catalogus</Link> of
            met <Link to={paths.quickOrder}>Snel bestellen</Link>.
          </>
        ) : null
      }
    >
      <WorkGroup
        title="Onderweg"
        {...work.inProgress}
        itemKey={(order) => order.id}
        all={{ to: paths.orders, label: 'Alle bestellingen' }}
      >
        {(order) => (
          <>
            <Link to={paths.order(order.id)}>{order.number}</Link>{' '}
            <span>
              {joined(
                ORDER_STATUS_LABELS[order.status],
                formatDate(order.createdAt),
                formatEuro(order.totalInclVat),
                order.clientName ?? order.reference,
              )}
            </span>
          </>
        )}
      </WorkGroup>
      <WorkGroup
        title="Nalevering"
        {...work.backorders}
        itemKey={(line) => `${line.orderId}-${line.productName}`}
      >
        {(line) => (
          <>
            <Link to={paths.order(line.orderId)}>{line.orderNumber}</Link>{' '}
            <span>
              {joined(
                `${line.quantity} × ${line.productName}`,
                line.expectedDate
                  ? `verwacht ${formatDate(line.expectedDate)}`
                  : 'verwachte datum nog onbekend',
              )}
            </span>
          </>
        )}
      </WorkGroup>
    </WorkSection>
  );
}

export function ApprovalsWork({ work }: Section<'approvals'>) {
  return (
    <WorkSection
      id="werk-goedkeuren"
      title="Goedkeuren"
      empty={
        work.count === 0
          ? 'Er wacht niets op je goedkeuring. Bestelt een collega boven zijn limiet, dan zie je het hier.'
          : null
      }
    >
      <WorkGroup {...work} itemKey={(order) => order.id}>
        {(order) => (
          <>
            <Link to={paths.order(order.id)}>{order.number || 'Bestelling'}</Link>{' '}
            <span>
              {joined(
                order.buyerName || 'een collega',
                formatDate(order.createdAt),
                formatEuro(order.totalInclVat),
                order.clientName,
              )}
            </span>
          </>
        )}
      </WorkGroup>
      <p className="work-all">
        <Link to={paths.approvals}>Alles goedkeuren of afwijzen</Link>
      </p>
    </WorkSection>
  );
}

export function SupportWork({ work }: Section<'support'>) {
  return (
    <WorkSection
      id="werk-klantenservice"
      title="Klantenservice"
      empty={
        work.count === 0 ? (
          <>
            Geen nieuwe antwoorden van ons. Heb je een vraag? Stel hem bij{' '}
            <Link to={paths.support}>Klantenservice</Link>.
          </>
        ) : null
      }
    >
      <WorkGroup
        title="Nieuw antwoord"
        {...work}
        itemKey={(ticket) => ticket.id}
        all={{ to: paths.support, label: 'Alle vragen' }}
      >
        {(ticket) => (
          <>
            <Link to={paths.ticket(ticket.id)}>{ticket.subject}</Link>{' '}
            <span>{formatDate(ticket.lastActivityAt)}</span>
          </>
        )}
      </WorkGroup>
    </WorkSection>
  );
}

export function MaintenanceWork({ work }: Section<'maintenance'>) {
  return (
    <WorkSection
      id="werk-onderhoud"
      title="Onderhoud"
      empty={
        work.count === 0 ? (
          <>
            Geen onderhoud in de komende {MAINTENANCE_SOON_DAYS} dagen. Registreer installaties bij
            je <Link to={paths.clients}>klanten</Link>, dan zie je hier wanneer hun onderhoud nodig
            is.
          </>
        ) : null
      }
    >
      <WorkGroup
        title={`Binnen ${MAINTENANCE_SOON_DAYS} dagen`}
        {...work}
        itemKey={(item) => item.installationId}
        all={{ to: paths.clients, label: 'Alle klanten' }}
      >
        {(item) => (
          <>
            <Link to={paths.client(item.clientId)}>{item.clientName}</Link>{' '}
            <span>
              {joined(item.productName, item.serialNumber, `uiterlijk ${formatDate(item.dueOn)}`)}
            </span>
          </>
        )}
      </WorkGroup>
    </WorkSection>
  );
}
