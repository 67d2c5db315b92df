import { roleLabels } from '@pokerhome/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { UserSummary, useAuthenticatedUser } from '@/features/auth';
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
        <UserSummary user={user} look="card">
          <Badge className="mt-1">{roleLabels[user.role]}</Badge>
        </UserSummary>
        <ProfileForm user={user} />
      </CardContent>
    </Card>
  );
}
