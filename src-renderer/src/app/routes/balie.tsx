import { TextField } from '@/components/form-field';
import { Page } from '@/components/page';
import { useAuth } from '@/lib/auth-context';
import { useQuote } from '@/features/cart/api/get-quote';
import { useClient } from '@/features/clients/api/get-client';
import { ClientSelect } from '@/features/clients/components/client-select';
import { CodeField } from '@/features/counter/components/code-field';
import { CounterBon } from '@/features/counter/components/counter-bon';
import { KeyLegend } from '@/features/counter/components/key-legend';
import { PrinterChoice } from '@/features/counter/components/printer-choice';
import { useCounterSale } from '@/features/counter/hooks/use-counter-sale';
import { usePlaceOrder } from '@/features/orders/api/place-order';
import '@/features/counter/counter.css';

/** The counter: scan or type codes, pick the client, place with one key, print the slip. */
export function CounterPage() {
  const { user, profile } = useAuth();
  const sale = useCounterSale(
    { owner: user?.uid ?? '', homeAddress: profile?.address ?? '' },
    { useQuote, useClient, usePlaceOrder },
  );
  const { codeRef, clientRef } = sale;
  return (
    <Page title="Balie">
      <div className="counter">
        <div className="counter-entry">
          <CodeField
            ref={codeRef}
            pendingQuantity={sale.pendingQuantity}
            message={sale.codeMessage}
            busy={sale.looking}
            onEnter={sale.enter}
            onRemoveLast={sale.counter.removeLast}
          />
          <div ref={clientRef}>
            <ClientSelect
              value={sale.client.id}
              selectedName={sale.client.name}
              emptyLabel="Losse verkoop"
              onChange={(id, name) => sale.setClient({ id, name })}
            />
          </div>
          <TextField
            label="Referentie"
            value={sale.reference}
            maxLength={80}
            onChange={(event) => sale.setReference(event.target.value)}
          />
          <PrinterChoice />
          <KeyLegend />
        </div>
        <CounterBon sale={sale} />
      </div>
    </Page>
  );
}
