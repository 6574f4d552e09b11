// wall: a storage adapter imports nothing above it, not even a shared server module
// lint as: src-server/storage/probe.ts
// refused by: import-x/no-restricted-paths
import '../errors';
