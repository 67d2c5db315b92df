import { leagueMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Repeat } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { PageQueryFallback } from '@/components/query-states.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { seasonPath } from '../api/keys.ts';
import { useSandbox } from '../api/sandbox.ts';
import { seasonQueryOptions } from '../api/season-query.ts';
import { useUpdateSeason } from '../api/update-season.ts';
import { SandboxCompare } from '../components/sandbox-compare.tsx';
import { ScoringEditor } from '../components/scoring-editor.tsx';
import { ScoringSummary } from '../components/scoring-summary.tsx';
import {
  checkScoring,
  checkSeason,
  type FieldErrors,
  type ScoringDraft,
  scoringToDraft,
  seasonToDraft,
  serverFieldErrors,
} from '../utils/season-draft.ts';

/**
 * /seasons/{id}/sandbox: try another formula or best-N on the season's real results and see both
 * tables side by side before switching. Nothing is stored until "Switch".
 */
export default function SandboxPage() {
  const { seasonId = '' } = useParams();
  useDocumentTitle('Formula sandbox');
  const navigate = useNavigate();
  const query = useQuery(seasonQueryOptions(seasonId));
  const sandbox = useSandbox(seasonId);
  const update = useUpdateSeason(seasonId, 'Season switched to the new scoring');
  const [draft, setDraft] = useState<ScoringDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const resultRef = useRef<HTMLElement>(null);

  if (query.isPending || query.isError) {
    return (
      <PageQueryFallback query={query} loading="Loading season" notFound={leagueMessages.seasonNotFound} />
    );
  }
  const season = query.data;
  if (!season.canManage) {
    return (
      <Alert tone="info">
        Only the league's organizers can try other scorings.{' '}
        <Link to={seasonPath(season.id)} className="underline">
          Back to the standings
        </Link>
      </Alert>
    );
  }
  const value = draft ?? scoringToDraft(season.scoring);
  // Editing the scoring clears the comparison (sandbox.reset), so what shows matches the editor.
  const shown = sandbox.data ?? null;

  const compare = () => {
    const checked = checkScoring(value);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    sandbox.mutate(
      { scoring: checked.value },
      {
        onSuccess: () => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        onError: (error) => setErrors(serverFieldErrors(error)),
      },
    );
  };

  const switchScoring = async () => {
    const checked = checkSeason({ ...seasonToDraft(season), scoring: value });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await update.mutateAsync(checked.value);
      await navigate(seasonPath(season.id));
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <>
      <BackLink to={seasonPath(season.id)}>{season.name}</BackLink>
      <PageHeader
        title="Formula sandbox"
        description="Score this season's real results another way and compare the tables before you switch. Nothing changes until you switch."
      />
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Current scoring</CardTitle>
          </CardHeader>
          <CardContent>
            <ScoringSummary scoring={season.scoring} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Try another scoring</CardTitle>
            <CardDescription>Pick a formula or a best-N setting, then compare.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ScoringEditor
              idPrefix="sandbox"
              value={value}
              onChange={(next) => {
                setDraft(next);
                sandbox.reset();
              }}
              errors={errors}
            />
            <Button onClick={compare} disabled={sandbox.isPending}>
              <FlaskConical aria-hidden /> {sandbox.isPending ? 'Comparing…' : 'Compare'}
            </Button>
          </CardContent>
        </Card>
        <section ref={resultRef} aria-label="Comparison" className="min-w-0 scroll-mt-20 space-y-4">
          {sandbox.isError && <Alert tone="danger">{sandbox.error.message}</Alert>}
          {shown ? (
            <>
              <SandboxCompare result={shown} />
              <Card className="flex flex-wrap items-center gap-3 p-4">
                <p className="min-w-0 flex-1 basis-64 text-sm text-stone-700">
                  Switching applies this scoring to the whole season; the standings, player pages and public
                  link follow at once.
                </p>
                <Button onClick={switchScoring} disabled={update.isPending}>
                  <Repeat aria-hidden /> Switch to this scoring
                </Button>
              </Card>
            </>
          ) : (
            <Card className="p-6 text-sm text-stone-600">
              The season's table under your scoring appears here, next to the current one, when you compare.
            </Card>
          )}
        </section>
      </div>
    </>
  );
}
