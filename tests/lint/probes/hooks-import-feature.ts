// wall: hooks/ imports no feature
// lint as: src-renderer/src/hooks/probe.ts
// refused by: import-x/no-restricted-paths
import '@/features/cart/cart-context';
