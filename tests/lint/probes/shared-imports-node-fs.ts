// wall: src-shared imports no node:*
// lint as: src-shared/domain/probe.ts
// refused by: import-x/no-nodejs-modules
import 'node:fs';
