import { liveScopes } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { useLive } from '@/lib/use-live.tsx';
import { contactsQueryOptions, invitationsQueryKey, participationQueryKey } from '../api/contacts.ts';
import { AddContactDialog } from '../components/add-contact-dialog.tsx';
import { AnalyticsTab } from '../components/analytics-tab.tsx';
import { ContactsTab } from '../components/contacts-tab.tsx';
import { NoticeList } from '../components/notice-list.tsx';
import { ParticipationTab } from '../components/participation-tab.tsx';
import { useContactActions } from '../hooks/use-contact-actions.ts';
import { useNotices } from '../hooks/use-notices.ts';

const tabs = ['participation', 'contacts', 'analytics'] as const;
type Tab = (typeof tabs)[number];

export default function PlayersPage() {
  useDocumentTitle('Players');
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((t) => t === params.get('tab')) ?? 'participation';
  const { notices, push, dismiss } = useNotices();
  const actions = useContactActions(push);
  const contacts = useQuery(contactsQueryOptions());
  const user = useAuthenticatedUser();
  // Contacts' figures come from all their games: their `user:` scopes are the contacts' own, not
  // followed here; the user's own games, contacts and invitations are.
  useLive(
    [liveScopes.user(user.id)],
    [contactsQueryOptions().queryKey, invitationsQueryKey, participationQueryKey],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Players"
        description="Your game participation history, your contacts and player analytics."
        actions={<AddContactDialog contacts={contacts.data ?? []} actions={actions} />}
      />
      <NoticeList notices={notices} onDismiss={dismiss} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'participation' ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList className="flex-wrap">
          <TabsTrigger value="participation">Game Participation</TabsTrigger>
          <TabsTrigger value="contacts">All Contacts</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="participation">
          <ParticipationTab />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsTab actions={actions} push={push} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
