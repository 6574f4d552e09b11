import { EmailAddress } from '@/components/email-address';
import { firmName } from '@shared/domain/display-name';

/** How a back-office list names a customer: the firm or the person, the address below. */
export function CustomerCell({
  customer,
}: {
  customer: { company: string; name: string; email: string };
}) {
  return (
    <>
      {firmName(customer)}
      <div className="muted">
        <EmailAddress address={customer.email} />
      </div>
    </>
  );
}
