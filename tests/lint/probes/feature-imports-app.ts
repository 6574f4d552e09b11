// wall: nothing below app/ imports app/
// lint as: src-renderer/src/features/cart/probe.ts
// refused by: import-x/no-restricted-paths
import '@/app/router';
