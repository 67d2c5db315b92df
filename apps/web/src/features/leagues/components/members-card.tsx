import type { LeagueMember } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { CardQueryFallback } from '@/components/query-states.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { membersQueryOptions } from '../api/members-query.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { AddMemberDialog } from './add-member-dialog.tsx';

/** The league's players: registered members and guests; organizers add and remove them. */
export function MembersCard({ leagueId, canManage }: { leagueId: string; canManage: boolean }) {
  const query = useQuery(membersQueryOptions(leagueId));
  const remove = useRemoveMember(leagueId);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Members</CardTitle>
          <CardDescription>Who plays in this league. Members can read its standings.</CardDescription>
        </div>
        {canManage && <AddMemberDialog leagueId={leagueId} />}
      </CardHeader>
      <CardContent>
        {query.isPending || query.isError ? (
          <CardQueryFallback query={query} loading="Loading members" />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-stone-600">
            No members yet. {canManage ? 'Add the regulars, registered or as guests.' : ''}
          </p>
        ) : (
          <ul aria-label="Members" className="divide-y divide-stone-100">
            {query.data.map((m: LeagueMember) => (
              <li key={m.id} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">
                    {m.name} {m.isGuest && <Badge>Guest</Badge>}
                  </p>
                  {m.email && <p className="truncate text-sm text-stone-600">{m.email}</p>}
                </div>
                {canManage && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${m.name}`}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (
                        window.confirm(`Remove ${m.name} from the league? Their results stay in past events.`)
                      ) {
                        remove.mutate(m.id);
                      }
                    }}
                  >
                    <Trash2 aria-hidden className="text-red-700" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
