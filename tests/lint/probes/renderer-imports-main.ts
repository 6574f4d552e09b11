// wall: the renderer never imports the main process
// lint as: src-renderer/src/lib/probe.ts
// refused by: import-x/no-restricted-paths
import '../../../src-main/menu';
