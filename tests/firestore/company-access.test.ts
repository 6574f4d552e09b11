import { companyAccessSuite } from '../support/company-access-suite';
import { describeOnOfficialFirestore } from '../support/official-firestore';

describeOnOfficialFirestore(
  'company-access',
  'company ownership and the role table on Firestore (official emulator)',
  companyAccessSuite,
);
