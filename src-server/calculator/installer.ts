import type { AuthenticatedUser } from '../auth/verifier';
import type { users } from '../collections/users';
import type { EntryOf } from '../collections/collection';
import { personName } from '@shared/domain/display-name';

/**
 * The installer on an offerte or report. Today from the member's profile; the company's
 * `Bedrijfsgegevens` (trade name, KvK, btw-id, IBAN, website) fill the optional fields where set.
 */
export interface InstallerDetails {
  company: string;
  contact: string;
  address: string;
  phone: string;
  email: string;
  kvkNumber?: string;
  btwId?: string;
  iban?: string;
  website?: string;
}

const text = (value: string | undefined) => value?.trim() ?? '';

/** The installer's details as the profile gives them. */
export function installerFromProfile(
  profile: EntryOf<typeof users> | null | undefined,
  user: AuthenticatedUser,
): InstallerDetails {
  return {
    company: text(profile?.company) || 'Installatiebedrijf',
    contact: personName(profile),
    address: text(profile?.address),
    phone: text(profile?.phone),
    email: text(profile?.email) || user.email,
  };
}
