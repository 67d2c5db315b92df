import { canUseTemplates, liveScopes, type Template, templateMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { EmptyList, ListQueryFallback } from '@/components/query-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { useLive } from '@/lib/use-live.tsx';
import { templateListQueryOptions } from '../api/templates.ts';
import { TemplateCard } from '../components/template-card.tsx';

/** Matches name, description, host name and location name (docs/templates-and-wizards.md). */
function matches(t: Template, q: string) {
  const needle = q.trim().toLowerCase();
  return (
    !needle ||
    [t.name, t.description, t.hostName, t.location.name].some((v) => v.toLowerCase().includes(needle))
  );
}

/** Templates list: search, My Templates and Public Templates with counts. */
export default function TemplatesListPage() {
  useDocumentTitle('Game Templates');
  const user = useAuthenticatedUser();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const mine = useQuery(templateListQueryOptions('mine'));
  const pub = useQuery(templateListQueryOptions('public'));
  useLive(
    [liveScopes.user(user.id), liveScopes.templates],
    [templateListQueryOptions('mine').queryKey, templateListQueryOptions('public').queryKey],
  );
  const canCreate = canUseTemplates(user.role);
  const mineShown = (mine.data ?? []).filter((t) => matches(t, q));
  const pubShown = (pub.data ?? []).filter((t) => matches(t, q));

  const body = (query: typeof mine, shown: Template[], empty: React.ReactNode) => {
    if (query.isPending || query.isError) {
      return (
        <ListQueryFallback query={query} loading="Loading templates" failed={templateMessages.loadFailed} />
      );
    }
    if (shown.length === 0) return <EmptyList>{empty}</EmptyList>;
    return (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((t) => (
          <li key={t.id} className="flex">
            <TemplateCard template={t} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <PageHeader
        title="Game Templates"
        description="Reusable tournament and cash game setups, yours and public ones, to schedule games from."
        actions={
          canCreate ? (
            <Button asChild>
              <Link to="/templates/new">
                <Plus aria-hidden /> Create Template
              </Link>
            </Button>
          ) : null
        }
      />
      <Input
        type="search"
        aria-label="Search templates"
        placeholder="Search by name, description, host or location"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="mb-4"
      />
      <Tabs defaultValue="mine">
        <TabsList>
          <TabsTrigger value="mine">My Templates ({mine.data?.length ?? '…'})</TabsTrigger>
          <TabsTrigger value="public">Public Templates ({pub.data?.length ?? '…'})</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          {body(
            mine,
            mineShown,
            q.trim() ? (
              'No templates match your search.'
            ) : (
              <Link to="/templates/new" className="font-medium text-felt-700 underline">
                Create Your First Template
              </Link>
            ),
          )}
        </TabsContent>
        <TabsContent value="public">
          {body(pub, pubShown, q.trim() ? 'No templates match your search.' : 'No public templates yet.')}
        </TabsContent>
      </Tabs>
    </>
  );
}
