import { describeOnOfficialFirestore } from '../support/official-firestore';
import { worklistSuite } from '../support/worklist-suite';

describeOnOfficialFirestore(
  'worklist',
  "GET /api/worklist on Firestore: each firm's open work by role (official emulator)",
  worklistSuite,
);
