// wall: a use case imports another use case that SIDEWAYS does not list
// lint as: src-server/support/probe.ts
// refused by: import-x/no-restricted-paths
import '../orders/orders';
