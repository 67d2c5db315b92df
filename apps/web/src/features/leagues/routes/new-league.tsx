import { canRunLeagues } from '@pokerhome/domain';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { useCreateLeague } from '../api/create-league.ts';
import { leaguePath } from '../api/keys.ts';
import { LeagueForm } from '../components/league-form.tsx';
import { useCreateThenOpen } from '../hooks/use-create-then-open.ts';

/**
 * /leagues/new: name and description; members and seasons come next, on the league's page.
 * League Organizers and Administrators only; others go to /unauthorized.
 */
export default function NewLeaguePage() {
  useDocumentTitle('New League');
  const create = useCreateLeague();
  const submit = useCreateThenOpen(create, (league) => leaguePath(league.id));
  const user = useAuthenticatedUser();
  // The page checks the role itself, so the landing page's first chunk carries no leagues gate.
  if (!canRunLeagues(user.role)) return <Navigate to="/unauthorized" replace />;
  return (
    <>
      <BackLink to="/leagues">Leagues</BackLink>
      <PageHeader title="New league" description="Then add members and a season with its scoring." />
      <Card className="max-w-2xl p-6">
        <LeagueForm submitLabel="Create league" onSubmit={submit} />
      </Card>
    </>
  );
}
