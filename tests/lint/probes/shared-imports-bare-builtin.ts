// wall: src-shared imports no Node builtin, with or without node:
// lint as: src-shared/csv/probe.ts
// refused by: import-x/no-nodejs-modules
import 'path';
