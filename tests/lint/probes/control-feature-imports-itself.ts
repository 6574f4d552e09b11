// wall: control: a feature imports its own files
// lint as: src-renderer/src/features/cart/components/probe.ts
// allowed
import '../cart-context';
