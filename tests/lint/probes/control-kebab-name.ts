// wall: control: a kebab-case name
// lint as: src-renderer/src/components/order-badge.tsx
// allowed
export const probe = 1;
