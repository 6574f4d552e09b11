// wall: a base folder (policy) imports no core service
// lint as: src-server/policy/probe.ts
// refused by: import-x/no-restricted-paths
import '../points/points';
