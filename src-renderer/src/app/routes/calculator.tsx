import { Page } from '@/components/page';
import { useCart } from '@/features/cart/cart-context';
import { CalculatorView } from '@/features/calculator/components/calculator-view';

/** Composes the calculator with the cart: features do not import each other. */
export function CalculatorPage() {
  const { addToCart } = useCart();
  return (
    <Page
      title="Calculator"
      intro="Bereken het warmteverlies van een woning, kies de passende warmtepomp met alles wat erbij hoort en maak een offerte voor de klant."
    >
      <CalculatorView onAddToCart={addToCart} />
    </Page>
  );
}
