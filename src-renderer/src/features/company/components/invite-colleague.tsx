import { useState } from 'react';
import { PasswordLink } from '@/components/password-link';
import { toast } from '@/components/toasts';
import { useInviteColleague } from '../api/invite-colleague';
import { MemberForm } from './member-form';

/**
 * `Collega uitnodigen`: a new account in the company; its set-password link goes by e-mail
 * and is shown here too, to pass on.
 */
export function InviteColleague() {
  const invite = useInviteColleague();
  const [open, setOpen] = useState(false);
  return (
    <section className="card" aria-labelledby="collega-uitnodigen">
      <h2 id="collega-uitnodigen" className="visually-hidden">
        Collega uitnodigen
      </h2>
      {invite.data ? (
        <PasswordLink link={invite.data.passwordLink} email={invite.data.member.email} />
      ) : null}
      {open ? (
        <MemberForm
          mutation={invite}
          onCancel={() => setOpen(false)}
          onSubmit={(body) =>
            invite.mutate(body, {
              onSuccess: ({ member }) => {
                setOpen(false);
                toast.success(`${member.email} is uitgenodigd.`);
              },
            })
          }
        />
      ) : (
        <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
          Collega uitnodigen
        </button>
      )}
    </section>
  );
}
