import type { ProductInvitation } from '@pokerhome/domain';
import { Mail, RotateCw, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDateTime } from '@/lib/format.ts';

/** Invitations to join the product that nobody has answered yet: resend (new link) or cancel (dead link). */
export function PendingInvitations({
  invitations,
  onResend,
  onCancel,
  busy,
}: {
  invitations: ProductInvitation[] | undefined;
  onResend: (invitation: ProductInvitation) => void;
  onCancel: (invitation: ProductInvitation) => void;
  busy: boolean;
}) {
  const actions = [
    { label: 'Resend', Icon: RotateCw, variant: 'secondary', act: onResend },
    { label: 'Cancel', Icon: X, variant: 'ghost', act: onCancel },
  ] as const;
  return (
    <Card aria-labelledby="pending-invitations">
      <CardHeader>
        <CardTitle id="pending-invitations">Pending Invitations</CardTitle>
        <CardDescription>People you invited to join who have not signed up yet.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations === undefined ? (
          <p className="text-sm text-stone-600">Loading invitations…</p>
        ) : invitations.length === 0 ? (
          <p className="text-sm text-stone-600">No pending invitations</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {invitations.map((inv) => (
              <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium">
                    <Mail aria-hidden className="size-4 text-stone-500" />
                    <span className="break-all">{inv.inviteeEmail}</span>
                  </p>
                  <p className="text-xs text-stone-600">
                    {inv.inviteeName ? `${inv.inviteeName} · ` : ''}Sent {formatDateTime(inv.sentAt)} ·
                    Expires {formatDateTime(inv.expiresAt)}
                  </p>
                </div>
                <div className="flex gap-1">
                  {actions.map(({ label, Icon, variant, act }) => (
                    <Button
                      key={label}
                      size="sm"
                      variant={variant}
                      disabled={busy}
                      onClick={() => act(inv)}
                      aria-label={`${label} invitation to ${inv.inviteeEmail}`}
                    >
                      <Icon aria-hidden /> {label}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
