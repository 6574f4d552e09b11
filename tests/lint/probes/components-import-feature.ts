// wall: components/ imports no feature
// lint as: src-renderer/src/components/probe.tsx
// refused by: import-x/no-restricted-paths
import '@/features/catalogue/api/get-products';
