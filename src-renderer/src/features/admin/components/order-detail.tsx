import { EmailAddress } from '@/components/email-address';
import { useState } from 'react';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { AmountsTable } from '@/components/amounts-table';
import { Facts } from '@/components/facts';
import { OrderLinesTable } from '@/components/order-lines-table';
import { DeliveryDetails, OrderHead } from '@/components/order-view';
import { Page } from '@/components/page';
import { formatLongDateTime } from '@/lib/dates';
import { ORDER_STATUS_LABELS } from '@shared/domain/rules';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { adminOrderQuery } from '../api/orders';
import { AdminRecord, RecordToolbar } from './admin-record';
import { AuditLog } from './audit-log';
import { OrderInvoices } from './order-invoices';
import { OrderStatusLabel } from './order-list';
import { chosenLines, firstChoices, OrderStatusForm } from './order-status-form';
import { PickList, printPickList, type SlipChoice } from './pick-list';
import type { LineChoice } from './shipment-lines-picker';
import { ShipmentDelivered, ShipmentEditor } from './shipment-editor';
import { shipmentSteps, unshippedOf } from '@shared/domain/shipments';
import { AdminCard } from './admin-card';

/** One order as the back-office sees it: lines, customer, delivery, status and log. */
export function OrderDetail({ id }: { id: string }) {
  return <AdminRecord options={adminOrderQuery(id)} section="bestellingen" page={OrderPage} />;
}

/** Which slip `Paklijst afdrukken` prints: the next shipment's, or one that went. */
function useSlips(order: AdminOrder) {
  // The next shipment starts over once a shipment went or the status changed.
  const version = `${order.status}-${order.shipments?.length ?? 0}`;
  const [next, setNext] = useState(() => ({ version, choices: firstChoices(order) }));
  if (next.version !== version) setNext({ version, choices: firstChoices(order) });
  const [printed, setPrinted] = useState<number | null>(null);
  const slip: SlipChoice =
    printed === null ? { next: chosenLines(next.choices) } : { shipment: printed };
  return {
    slip,
    choices: next.choices,
    choose: (choices: Record<string, LineChoice>) => setNext({ version, choices }),
    /** Prints the slip of shipment `index`, or of the next shipment (null). */
    print(index: number | null) {
      flushSync(() => setPrinted(index));
      printPickList();
    },
  };
}

function OrderPage({ record: order }: { record: AdminOrder }) {
  const slips = useSlips(order);
  const open = unshippedOf(order).size > 0;
  return (
    <Page title={`Bestelling ${order.number}`}>
      <OrderHead
        status={<OrderStatusLabel status={order.status} />}
        placed={formatLongDateTime(order.createdAt)}
        reference={order.reference}
        client={order.clientName}
        offerte={order.offerteNumber}
      />
      <RecordToolbar section="bestellingen" className="no-print">
        {open ? (
          <button type="button" className="button" onClick={() => slips.print(null)}>
            Paklijst afdrukken
          </button>
        ) : null}
      </RecordToolbar>
      <div className="admin-grid">
        <AdminCard title="Klant">
          <p>
            <Link to={`/beheer/gebruikers/${encodeURIComponent(order.customer.id)}`}>
              {order.customer.name || order.customer.email}
            </Link>
            {order.customer.company ? <br /> : null}
            {order.customer.company}
            <br />
            <a href={`mailto:${order.customer.email}`}>
              <EmailAddress address={order.customer.email} />
            </a>
            {order.customer.phone ? (
              <>
                <br />
                <a href={`tel:${order.customer.phone}`}>{formatDutchPhone(order.customer.phone)}</a>
              </>
            ) : null}
          </p>
          <Facts missing="—" facts={[['Bedrijf', order.companyName ?? order.companyId]]} />
        </AdminCard>
        <DeliveryDetails
          className="admin-card"
          order={order}
          shipmentAction={(shipment) => (
            <>
              <button
                type="button"
                className="button button-ghost no-print"
                onClick={() => slips.print(order.shipments?.indexOf(shipment) ?? 0)}
              >
                Paklijst {shipment.id.replace('levering-', 'levering ')}
              </button>
              <ShipmentDelivered order={order} shipment={shipment} />
              <ShipmentEditor order={order} shipment={shipment} />
            </>
          )}
        />
        <OrderInvoices order={order} />
        <AdminCard className="no-print" title="Status">
          <ol className="admin-muted">
            {[
              ...order.statusHistory.map((entry) => ({
                key: `${entry.status}-${entry.at}`,
                label: ORDER_STATUS_LABELS[entry.status],
                at: entry.at,
              })),
              ...shipmentSteps(order.shipments).filter((step) => step.at),
            ]
              .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''))
              .map((step) => (
                <li key={step.key}>
                  {step.label}: {formatLongDateTime(step.at ?? '')}
                </li>
              ))}
          </ol>
          <OrderStatusForm
            key={`${order.status}-${order.shipments?.length ?? 0}`}
            order={order}
            choices={slips.choices}
            onChoices={slips.choose}
          />
        </AdminCard>
      </div>
      <div className="admin-scroll">
        <OrderLinesTable lines={order.lines} />
      </div>
      <section aria-label="Bedragen" className="admin-grid">
        <AmountsTable amounts={order} whose="Korting klant" />
      </section>
      <div className="no-print">
        <AuditLog entity="order" id={order.id} />
      </div>
      <PickList order={order} slip={slips.slip} />
    </Page>
  );
}
