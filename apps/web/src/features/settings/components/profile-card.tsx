import { roleLabels } from '@pokerhome/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { fullName, initials, useAuthenticatedUser } from '@/features/auth';
import { ProfileForm } from './profile-form.tsx';

export function ProfileCard() {
  const user = useAuthenticatedUser();
  return (
    <Card aria-labelledby="profile-title">
      <CardHeader>
        <CardTitle id="profile-title">Profile</CardTitle>
        <CardDescription>
          How other players see you, and the time zone your dashboard counts in.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex items-center gap-4">
          <span
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-chip-400 text-lg font-semibold text-felt-950"
          >
            {initials(user)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">{fullName(user)}</p>
            <p className="truncate text-sm text-stone-600">{user.email}</p>
            <Badge className="mt-1">{roleLabels[user.role]}</Badge>
          </div>
        </div>
        <ProfileForm user={user} />
      </CardContent>
    </Card>
  );
}
