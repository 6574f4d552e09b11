// wall: folder names are kebab-case
// lint as: src-server/priceLists/probe.ts
// refused by: local/kebab-case-paths
export const probe = 1;
