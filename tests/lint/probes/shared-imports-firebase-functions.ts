// wall: src-shared imports no firebase-functions
// lint as: src-shared/domain/probe.ts
// refused by: no-restricted-imports
import 'firebase-functions/v2/https';
