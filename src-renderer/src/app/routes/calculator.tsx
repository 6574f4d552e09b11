import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { useCart } from '@/features/cart/cart-context';
import { CalculatorView } from '@/features/calculator/components/calculator-view';
import { useMember } from '@/hooks/use-member';

/** Composes the calculator with the cart: features do not import each other. */
export function CalculatorPage() {
  const { addToCart } = useCart();
  const openId = useSearchParams()[0].get('berekening') ?? undefined;
  const { may } = useMember();
  return (
    <Page
      title="Calculator"
      intro={
        may('offertes')
          ? 'Bereken het warmteverlies van een woning, kies de passende warmtepomp met alles wat erbij hoort en maak een offerte voor de klant.'
          : 'Bereken het warmteverlies van een woning en kies de passende warmtepomp met alles wat erbij hoort.'
      }
    >
      <CalculatorView onAddToCart={addToCart} {...(openId ? { openId } : {})} />
    </Page>
  );
}
