import { ConfirmAction } from '@/components/confirm-action';
import { OpenInPlace } from '@/components/open-in-place';
import { toast } from '@/components/toasts';
import type { CompanyMember } from '@shared/schemas/company';
import { useChangeMember } from '../api/change-member';
import { MemberForm } from './member-form';

/** What an eigenaar does with one colleague: change role and limits, or remove them. */
export function MemberRowActions({ member }: { member: CompanyMember }) {
  const { change, remove } = useChangeMember(member.id);
  return (
    <OpenInPlace
      label="Wijzigen"
      closed={(button) => (
        <div className="member-actions">
          {button}
          <ConfirmAction
            label="Verwijderen"
            question={`${member.name} uit het bedrijf verwijderen? Wat ${member.name} maakte, blijft van het bedrijf.`}
            confirmLabel="Ja, verwijderen"
            request={remove}
            onConfirm={(done) =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(`${member.name} is uit het bedrijf verwijderd.`),
                onSettled: done,
              })
            }
          />
        </div>
      )}
    >
      {(close) => (
        <MemberForm
          member={member}
          mutation={change}
          onCancel={close}
          onSubmit={({ email: _email, ...body }) =>
            change.mutate(body, {
              onSuccess: () => {
                close();
                toast.success(`${member.name} is bijgewerkt.`);
              },
            })
          }
        />
      )}
    </OpenInPlace>
  );
}
