import { BadgeCheck, MailWarning } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { useAuthenticatedUser, useResendVerification } from '@/features/auth';

export function EmailVerificationCard() {
  const user = useAuthenticatedUser();
  const resend = useResendVerification();
  return (
    <Card aria-labelledby="verification-title">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="verification-title">E-mail verification</CardTitle>
          {user.emailVerified ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden className="size-3.5" />
              Verified
            </Badge>
          ) : (
            <Badge tone="warning">
              <MailWarning aria-hidden className="size-3.5" />
              Not verified
            </Badge>
          )}
        </div>
        <CardDescription>
          {user.emailVerified
            ? `${user.email} is confirmed: invitations and password resets reach you there.`
            : `Open the link we sent to ${user.email} to confirm it is yours. Links are valid for 48 hours.`}
        </CardDescription>
      </CardHeader>
      {user.emailVerified ? null : (
        <CardContent>
          <MutationButton mutation={resend} variant="secondary">
            {resend.isPending ? 'Sending…' : 'Resend verification e-mail'}
          </MutationButton>
        </CardContent>
      )}
    </Card>
  );
}
