import { gameMessages, isSeated, limits, type ParticipantStatus } from '@pokerhome/domain';
import { useCallback, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

type Answer = 'accepted' | 'declined';

/** Which answer a status stands for: the local RSVP states (pending, accepted, declined; docs/games.md). */
export function rsvpStateOf(status: ParticipantStatus | null): 'pending' | Answer | 'waitlisted' {
  if (isSeated(status)) return 'accepted';
  if (status === 'declined') return 'declined';
  if (status === 'waitlisted') return 'waitlisted';
  return 'pending';
}

/**
 * The RSVP (see docs/games.md): an optional message to the host and Join Game / Decline; after an
 * answer 'You're going!' or 'You declined' with Change RSVP. A full game offers the waiting list.
 */
export function RsvpPanel({
  status,
  full,
  pending,
  onAnswer,
}: {
  status: ParticipantStatus | null;
  full: boolean;
  pending: boolean;
  onAnswer: (answer: Answer, message: string) => void;
}) {
  const state = rsvpStateOf(status);
  const [changing, setChanging] = useState(false);
  const [message, setMessage] = useState('');
  // An answer swaps the form for the result (and Change RSVP back): the pressed button goes, so the
  // keyboard's place moves to the control that replaces it instead of falling to the page's start.
  const keepFocus = useRef(false);
  const focusIfMoved = useCallback((el: HTMLElement | null) => {
    if (el && keepFocus.current) {
      keepFocus.current = false;
      el.focus();
    }
  }, []);

  if (state !== 'pending' && !changing) {
    const text =
      state === 'accepted'
        ? gameMessages.going
        : state === 'declined'
          ? gameMessages.declined
          : "You're on the waiting list: you get the first free seat and an e-mail.";
    return (
      <div className="space-y-3">
        <Alert tone={state === 'declined' ? 'info' : 'success'}>{text}</Alert>
        <Button
          ref={focusIfMoved}
          variant="secondary"
          onClick={() => {
            keepFocus.current = true;
            setChanging(true);
          }}
        >
          Change RSVP
        </Button>
      </div>
    );
  }

  const answer = (a: Answer) => {
    keepFocus.current = true;
    onAnswer(a, message.trim());
    setChanging(false);
  };
  return (
    <div className="space-y-3">
      {full && state !== 'accepted' && (
        <Alert tone="info">{gameMessages.full}: joining puts you on the waiting list.</Alert>
      )}
      <label htmlFor="rsvp-message" className="block text-sm font-medium">
        Message to the host (optional)
      </label>
      <textarea
        ref={focusIfMoved}
        id="rsvp-message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={limits.inviteMessageMax}
        rows={2}
        className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
      />
      <div className="flex gap-2">
        <Button onClick={() => answer('accepted')} disabled={pending}>
          Join Game
        </Button>
        <Button variant="secondary" onClick={() => answer('declined')} disabled={pending}>
          Decline
        </Button>
      </div>
    </div>
  );
}
