import { OpenInPlace } from '@/components/open-in-place';
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
  return (
    <section className="card" aria-labelledby="collega-uitnodigen">
      <h2 id="collega-uitnodigen" className="visually-hidden">
        Collega uitnodigen
      </h2>
      {invite.data ? (
        <PasswordLink link={invite.data.passwordLink} email={invite.data.member.email} />
      ) : null}
      <OpenInPlace label="Collega uitnodigen" className="button button-primary">
        {(close) => (
          <MemberForm
            mutation={invite}
            onCancel={close}
            onSubmit={(body) =>
              invite.mutate(body, {
                onSuccess: ({ member }) => {
                  close();
                  toast.success(`${member.email} is uitgenodigd.`);
                },
              })
            }
          />
        )}
      </OpenInPlace>
    </section>
  );
}
