// wall: the preload imports neither main nor server
// lint as: src-preload/probe.ts
// refused by: import-x/no-restricted-paths
import '../src-main/menu';
