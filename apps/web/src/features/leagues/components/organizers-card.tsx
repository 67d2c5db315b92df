import { type League, leagueMessages } from '@pokerhome/domain';
import { ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { UserPicker } from '@/features/games';
import { useAddOrganizer } from '../api/add-organizer.ts';
import { useRemoveOrganizer } from '../api/remove-organizer.ts';
import { RemoveButton } from './remove-button.tsx';

/** The owner and co-organizers (League Organizers or Administrators); co-organizers run the league too. */
export function OrganizersCard({ league }: { league: League }) {
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddOrganizer(league.id);
  const remove = useRemoveOrganizer(league.id);
  const close = () => {
    setOpen(false);
    setUserId('');
    setError(null);
  };
  const submit = async () => {
    if (!userId) {
      setError(leagueMessages.organizerRequired);
      return;
    }
    try {
      await add.mutateAsync(userId);
      toast.success('Co-organizer added');
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Organizers</CardTitle>
          <CardDescription>
            Co-organizers edit the league, its seasons and games like the owner.
          </CardDescription>
        </div>
        {league.canManage && (
          <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              <ShieldPlus aria-hidden /> Add co-organizer
            </Button>
            <DialogContent>
              <DialogTitle>Add co-organizer</DialogTitle>
              <DialogDescription>A League Organizer or an Administrator.</DialogDescription>
              <div className="mt-4 space-y-4">
                <UserPicker
                  selected={userId}
                  onSelect={setUserId}
                  error={error && !userId ? error : undefined}
                />
                {error && userId && <Alert tone="danger">{error}</Alert>}
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" onClick={close}>
                    Cancel
                  </Button>
                  <Button onClick={submit} disabled={add.isPending}>
                    Add co-organizer
                  </Button>
                </div>
              </div>
            </DialogContent>
          </Dialog>
        )}
      </CardHeader>
      <CardContent>
        <ul aria-label="Organizers" className="divide-y divide-stone-100">
          {league.organizers.map((o) => (
            <li key={o.userId} className="flex items-center gap-3 py-2">
              <p className="min-w-0 flex-1 truncate font-medium">
                {o.name} {o.isOwner && <Badge tone="success">Owner</Badge>}
              </p>
              {league.canManage && !o.isOwner && (
                <RemoveButton label={`Remove ${o.name} as co-organizer`} mutation={remove} item={o.userId} />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
