// wall: src-shared imports no electron
// lint as: src-shared/ipc/probe.ts
// refused by: no-restricted-imports
import 'electron';
