// wall: the server never imports the renderer
// lint as: src-server/orders/probe.ts
// refused by: import-x/no-restricted-paths
import '@/lib/decimal';
