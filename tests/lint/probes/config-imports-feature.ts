// wall: config/ imports no feature
// lint as: src-renderer/src/config/probe.ts
// refused by: import-x/no-restricted-paths
import '@/features/auth/auth-provider';
