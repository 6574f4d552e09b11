// wall: one feature never imports another
// lint as: src-renderer/src/features/orders/probe.ts
// refused by: import-x/no-restricted-paths
import '@/features/cart/cart-context';
