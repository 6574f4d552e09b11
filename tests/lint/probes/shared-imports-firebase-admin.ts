// wall: src-shared imports no firebase-admin
// lint as: src-shared/domain/probe.ts
// refused by: no-restricted-imports
import 'firebase-admin/firestore';
