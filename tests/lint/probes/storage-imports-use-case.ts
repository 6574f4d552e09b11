// wall: a storage adapter imports no use case
// lint as: src-server/storage/probe.ts
// refused by: import-x/no-restricted-paths
import '../orders/order-number';
