// wall: src-shared imports no runtime
// lint as: src-shared/domain/probe.ts
// refused by: import-x/no-restricted-paths
import '../../src-server/errors';
