import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { useCart } from '@/features/cart/cart-context';
import { CalculatorView } from '@/features/calculator/components/calculator-view';

/** Composes the calculator with the cart: features do not import each other. */
export function CalculatorPage() {
  const { addToCart } = useCart();
  const openId = useSearchParams()[0].get('berekening') ?? undefined;
  return (
    <Page
      title="Calculator"
      intro="Bereken het warmteverlies van een woning, kies de passende warmtepomp met alles wat erbij hoort en maak een offerte voor de klant."
    >
      <CalculatorView onAddToCart={addToCart} {...(openId ? { openId } : {})} />
    </Page>
  );
}
