// wall: one feature never imports another, by a relative path too
// lint as: src-renderer/src/features/points/components/probe.ts
// refused by: import-x/no-restricted-paths
import '../../auth/auth-provider';
