// wall: the main process never imports the renderer
// lint as: src-main/probe.ts
// refused by: import-x/no-restricted-paths
import '../src-renderer/src/lib/decimal';
