// wall: the renderer never imports the server
// lint as: src-renderer/src/lib/probe.ts
// refused by: import-x/no-restricted-paths
import '../../../src-server/errors';
