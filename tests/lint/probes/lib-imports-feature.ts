// wall: lib/ imports no feature
// lint as: src-renderer/src/lib/probe.ts
// refused by: import-x/no-restricted-paths
import '@/features/auth/auth-provider';
