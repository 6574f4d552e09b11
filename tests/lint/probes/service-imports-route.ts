// wall: services never import routes
// lint as: src-server/support/probe.ts
// refused by: import-x/no-restricted-paths
import '../routes/tickets/index';
