import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { useCreateSeason } from '../api/create-season.ts';
import { leaguePath, seasonPath } from '../api/keys.ts';
import { leagueQueryOptions } from '../api/league-query.ts';
import { SeasonForm } from '../components/season-form.tsx';
import { useCreateThenOpen } from '../hooks/use-create-then-open.ts';
import { newSeasonDraft } from '../utils/season-draft.ts';

/** /leagues/{id}/seasons/new: dates, currency, scoring and the final's stack rule. */
export default function NewSeasonPage() {
  const { leagueId = '' } = useParams();
  useDocumentTitle('New Season');
  const league = useQuery(leagueQueryOptions(leagueId));
  const create = useCreateSeason(leagueId);
  const submit = useCreateThenOpen(create, (season) => seasonPath(season.id));
  const [initial] = useState(() => newSeasonDraft(new Date()));
  return (
    <>
      <BackLink to={leaguePath(leagueId)}>{league.data?.name ?? 'League'}</BackLink>
      <PageHeader
        title="New season"
        description="Pick how points are scored; you can try other formulas on the season's results later in the sandbox."
      />
      <div className="max-w-4xl">
        <SeasonForm initial={initial} submitLabel="Create season" onSubmit={submit} />
      </div>
    </>
  );
}
