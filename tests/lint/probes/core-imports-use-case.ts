// wall: a core service (the points ledger) imports no use case
// lint as: src-server/points/probe.ts
// refused by: import-x/no-restricted-paths
import '../orders/orders';
