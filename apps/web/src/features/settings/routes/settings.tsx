import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { AdminJobsCard, CalendarFeedCard, EmailPreferencesCard } from '@/features/reach';
import { ChangePasswordCard } from '../components/change-password-card.tsx';
import { DataRightsCard } from '../components/data-rights-card.tsx';
import { EmailVerificationCard } from '../components/email-verification-card.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';

export default function SettingsPage() {
  useDocumentTitle('Settings');
  const user = useAuthenticatedUser();
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Settings"
        description="Your profile, password, two-factor authentication, active sessions, e-mail verification, e-mail preferences, your calendar feed and your data."
      />
      <div className="space-y-6">
        <ProfileCard />
        <EmailVerificationCard />
        <ChangePasswordCard />
        <TwoFactorCard />
        <SessionsCard />
        <EmailPreferencesCard />
        <CalendarFeedCard />
        <DataRightsCard />
        {user.role === 'admin' && <AdminJobsCard />}
      </div>
    </div>
  );
}
