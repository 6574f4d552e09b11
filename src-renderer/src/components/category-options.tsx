import { PRODUCT_CATEGORIES } from '@shared/domain/rules';

/** One `<option>` per product category (slug as value, Dutch label), for a category select. */
export function CategoryOptions() {
  return PRODUCT_CATEGORIES.map((category) => (
    <option key={category.slug} value={category.slug}>
      {category.label}
    </option>
  ));
}
