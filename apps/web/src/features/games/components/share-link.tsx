import { zodResolver } from '@hookform/resolvers/zod';
import { shareLinkCapMax, updateShareLinkRequestSchema } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, fieldControlProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { copyWithToast } from '@/lib/clipboard.ts';
import { shareLinkQueryOptions, useUpdateShareLink } from '../api/share-link.ts';
import { participantStatusLabels, participantStatusTones } from '../utils/format.ts';

/**
 * The game's RSVP link (docs/reach.md, share links): anyone who opens it signs in and answers while
 * it is on; the host turns it off (at once), caps it, and sees who came in through it.
 */
export function ShareLinkPanel({ gameId, editable }: { gameId: string; editable: boolean }) {
  const query = useQuery(shareLinkQueryOptions(gameId));
  const update = useUpdateShareLink(gameId);
  if (query.isPending) return null;
  if (query.isError) return <Alert tone="danger">{query.error.message}</Alert>;
  const link = query.data;

  const copy = () =>
    copyWithToast(link.url, {
      copied: 'Link copied',
      failed: 'Copy failed: select the link and copy it yourself',
    });

  return (
    <section
      aria-labelledby="share-link-heading"
      className="space-y-3 rounded-xl border border-stone-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="share-link-heading" className="font-semibold">
          RSVP link
        </h2>
        <Badge tone={link.enabled ? 'success' : 'neutral'}>{link.enabled ? 'On' : 'Off'}</Badge>
      </div>
      {link.enabled ? (
        <div className="flex gap-2">
          <Input
            aria-label="RSVP link"
            readOnly
            value={link.url}
            onFocus={(e) => e.target.select()}
            className="min-w-0"
          />
          <Button type="button" variant="secondary" onClick={copy}>
            <Copy aria-hidden /> Copy
          </Button>
        </div>
      ) : (
        <p className="text-sm text-stone-700">The link is off: whoever opens it is turned away.</p>
      )}
      {editable && (
        <div className="flex flex-wrap items-end gap-3">
          <Button
            type="button"
            variant={link.enabled ? 'secondary' : 'primary'}
            disabled={update.isPending}
            onClick={() => update.mutate({ enabled: !link.enabled })}
          >
            {link.enabled ? 'Turn link off' : 'Turn link on'}
          </Button>
          <ShareLinkCapForm gameId={gameId} cap={link.cap} />
        </div>
      )}
      <p className="text-sm text-stone-700" data-testid="share-link-used">
        {link.cap === null
          ? `${link.used} joined through the link`
          : `${link.used} of ${link.cap} joined through the link`}
        . The table's size still rules: past it, people wait in line.
      </p>
      {link.joined.length > 0 && (
        <ul aria-label="Joined through the link" className="divide-y divide-stone-100">
          {link.joined.map((j) => (
            <li key={j.participantId} className="flex items-center justify-between gap-2 py-2">
              <span className="truncate">{j.name}</span>
              <Badge tone={participantStatusTones[j.status]}>{participantStatusLabels[j.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The link's cap, checked by the domain's schema; empty clears it (no limit). */
function ShareLinkCapForm({ gameId, cap }: { gameId: string; cap: number | null }) {
  const update = useUpdateShareLink(gameId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(updateShareLinkRequestSchema), values: { cap } });
  const error = errors.cap?.message ?? errors.root?.message;
  const submit = handleSubmit((body) =>
    update.mutateAsync(body).then(
      () => reset({ cap: body.cap ?? null }),
      (e: Error) => setError('cap', { type: 'server', message: e.message }),
    ),
  );
  return (
    <form className="space-y-1" noValidate onSubmit={submit}>
      <div className="flex items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="share-link-cap" className="text-sm font-medium">
            Limit (empty: no limit)
          </label>
          {/* A wrapper sets the width: the input's own w-full is not overridable through cn. */}
          <div className="w-28">
            <Input
              {...fieldControlProps('share-link-cap', { error })}
              type="number"
              inputMode="numeric"
              min={1}
              max={shareLinkCapMax}
              {...register('cap', {
                setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
              })}
            />
          </div>
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="whitespace-nowrap"
          disabled={update.isPending || !isDirty}
        >
          Save limit
        </Button>
      </div>
      <FieldError id="share-link-cap" error={error} />
    </form>
  );
}
