import { approvalSuite } from '../support/approval-suite';
import { describeOnOfficialFirestore } from '../support/official-firestore';

describeOnOfficialFirestore(
  'approval',
  'spend limits and approval on Firestore (official emulator)',
  approvalSuite,
);
