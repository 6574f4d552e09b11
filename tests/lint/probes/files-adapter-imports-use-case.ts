// wall: a file adapter imports no use case
// lint as: src-server/files/probe.ts
// refused by: import-x/no-restricted-paths
import '../downloads/library';
