import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { UserEditor } from '@/features/admin/components/user-editor';
import { UserList } from '@/features/admin/components/user-list';

export function AdminUsersPage() {
  return (
    <Page title="Gebruikers" intro="Installateurs, dealers en beheerders.">
      <UserList />
    </Page>
  );
}

export function AdminUserPage() {
  const { id = '' } = useParams();
  return <UserEditor key={id} id={id} />;
}
