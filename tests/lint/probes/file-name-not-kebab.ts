// wall: file names are kebab-case
// lint as: src-renderer/src/components/OrderBadge.tsx
// refused by: local/kebab-case-paths
export const probe = 1;
