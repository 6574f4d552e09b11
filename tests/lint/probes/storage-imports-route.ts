// wall: a storage adapter imports no route
// lint as: src-server/storage/probe.ts
// refused by: import-x/no-restricted-paths
import '../routes/orders/index';
