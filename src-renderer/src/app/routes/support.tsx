import { useNavigate } from 'react-router-dom';
import { OpenInPlace } from '@/components/open-in-place';
import { toast } from '@/components/toasts';
import { Page } from '@/components/page';
import { PagedList, pagedItems } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useInstallableProducts } from '@/features/clients/api/get-installable-products';
import { useOrders } from '@/features/orders/api/get-orders';
import { useTickets } from '@/features/support/api/get-tickets';
import { NewTicketForm } from '@/features/support/components/new-ticket-form';
import { TicketList } from '@/features/support/components/ticket-list';
import '@/features/support/support.css';

export function SupportPage() {
  const navigate = useNavigate();
  const tickets = useTickets();
  const orders = useOrders(undefined);
  const products = useInstallableProducts();

  return (
    <Page
      title="Klantenservice"
      intro="Stel een vraag over een bestelling, product of installatie. We antwoorden op werkdagen binnen één dag."
    >
      <OpenInPlace
        label="Nieuwe vraag"
        className="button button-primary"
        closed={(button) => (
          <div className="support-toolbar">
            <h2 className="section-title">Je vragen</h2>
            {button}
          </div>
        )}
      >
        {(close) => (
          <NewTicketForm
            orders={pagedItems(orders)}
            products={products.data?.items ?? []}
            onCancel={close}
            onCreated={(ticket) => {
              toast.success('Je vraag is verstuurd.');
              navigate(paths.ticket(ticket.id));
            }}
          />
        )}
      </OpenInPlace>
      <PagedList
        query={tickets}
        what="Je vragen"
        empty="Je hebt nog geen vragen gesteld."
        more="Meer vragen laden"
      >
        {(items) => <TicketList tickets={items} linkTo={paths.ticket} showUser />}
      </PagedList>
    </Page>
  );
}
