import { wizardMessages } from '@pokerhome/domain';
import { CheckCircle2, Clock, Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { InvitationPanel } from '@/features/players';
import { cn } from '@/lib/cn.ts';
import type { GameWizard } from '../hooks/use-game-wizard.ts';
import type { InviteMode } from '../utils/draft.ts';

const modes: { value: InviteMode; title: string; text: string; icon: typeof Send }[] = [
  {
    value: 'now',
    title: 'Invite Players Now',
    text: 'Send invitations when the game is created (recommended).',
    icon: Send,
  },
  { value: 'later', title: 'Invite Later', text: 'Manage invitations after creation.', icon: Clock },
  {
    value: 'coming',
    title: 'Mark as Coming',
    text: 'Add confirmed participants without invitations.',
    icon: CheckCircle2,
  },
];

const tips = [
  wizardMessages.invitationsOnCreate,
  'Registered players see the invitation on their join screen; others answer from the e-mailed link.',
  'Guests are added directly and do not need an account.',
  'When the game fills up, later answers join a waiting list and move up by themselves.',
  'You can invite more players any time from the game’s manage page.',
];

/** Invite step: three modes, the panel, the invited list with badges and the tips. */
export function ParticipantsStep({ wizard }: { wizard: GameWizard }) {
  const { draft, update, errors } = wizard;
  const slots = Math.max(0, draft.maxParticipants - draft.invited.length);
  return (
    <div className="grid gap-5">
      <div>
        <h3 className="text-lg font-semibold">{wizardMessages.inviteHeader}</h3>
        <p className="text-stone-600">{wizardMessages.inviteText}</p>
      </div>
      <Card className="p-4 text-sm">
        Maximum participants: <span className="font-semibold">{draft.maxParticipants}</span> ·{' '}
        {draft.invited.length} added · {slots} open
      </Card>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">How to invite</legend>
        {modes.map(({ value, title, text, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'cursor-pointer rounded-xl border p-4',
              draft.inviteMode === value
                ? 'border-felt-600 bg-felt-50 ring-1 ring-felt-600'
                : 'border-stone-300',
            )}
          >
            <input
              type="radio"
              name="invite-mode"
              className="sr-only"
              checked={draft.inviteMode === value}
              onChange={() => update({ inviteMode: value })}
            />
            <Icon aria-hidden className="size-5 text-felt-700" />
            <span className="mt-1 block font-semibold">{title}</span>
            <span className="text-sm text-stone-600">{text}</span>
          </label>
        ))}
      </fieldset>
      {(draft.inviteMode === 'now' || draft.inviteMode === 'coming') && draft.createdGameId && slots > 0 && (
        <InvitationPanel
          gameId={draft.createdGameId}
          slots={slots}
          confirmed={draft.inviteMode === 'coming'}
          onSent={(sent) => update((d) => ({ invited: [...d.invited, ...sent] }))}
          onSkip={() => update({ inviteMode: 'later' })}
          sendLabel={wizardMessages.addToInvitations}
        />
      )}
      <Card className="p-4">
        {draft.inviteMode === 'later' && draft.invited.length === 0 ? (
          <p className="text-sm text-stone-700">
            Invitations will be sent later, from the game’s manage page.
          </p>
        ) : (
          <>
            <p className="font-medium">{draft.invited.length} participant(s) invited</p>
            {draft.inviteMode === 'now' && (
              <p className="text-sm text-stone-700">{wizardMessages.invitationsOnCreate}</p>
            )}
            <ul className="mt-2 space-y-1">
              {draft.invited.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two guests may share a name; the list only grows
                <li key={i} className="flex items-center gap-2 text-sm">
                  <span className="flex size-7 items-center justify-center rounded-full bg-stone-100 font-semibold">
                    {p.label.charAt(0).toUpperCase()}
                  </span>
                  <span className="flex-1">{p.label}</span>
                  <span className="rounded-full bg-felt-50 px-2 py-0.5 text-xs text-felt-800">{p.badge}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      {errors.invite && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {errors.invite}
        </p>
      )}
      <Alert tone="info">
        <ul className="list-disc space-y-1 pl-5">
          {tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
