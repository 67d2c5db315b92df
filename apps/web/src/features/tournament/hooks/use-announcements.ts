import {
  type ChangePayload,
  tournamentEvents as ev,
  limits,
  type TournamentChangeEvent,
} from '@pokerhome/domain';
import { useEffect, useRef } from 'react';
import { blindsText } from '../utils/format.ts';
import { mutedStorageKey } from './use-clock-sounds.ts';

const muted = () => globalThis.localStorage?.getItem(mutedStorageKey) === '1';

/** Says a sentence through the browser's speech synthesis, unless sounds are muted on this screen. */
export function say(text: string) {
  const voice = globalThis.speechSynthesis;
  if (!voice || muted() || typeof SpeechSynthesisUtterance === 'undefined') return;
  voice.speak(new SpeechSynthesisUtterance(text));
}

/** The sentence the TV says for a server event (docs/tournament.md, "The TV"); null for none. */
export function announcement(event: TournamentChangeEvent, p: ChangePayload): string | null {
  switch (event) {
    case ev.levelAdvance:
      return p.clock.isOnBreak
        ? 'Break time.'
        : `Level ${p.clock.currentLevel}. Blinds ${blindsText(p.clock.blinds).replace(' · ', ', ')}.`;
    case ev.breakStarted:
      return `Break for ${limits.breakMinutes} minutes.`;
    case ev.eliminated:
      return p.playerName
        ? `${p.playerName} is out in place ${p.position}${p.eliminatedByName ? `, knocked out by ${p.eliminatedByName}` : ''}.`
        : null;
    default:
      return null;
  }
}

/** Says what a server event announces (level changes, breaks, knockouts): the TV's listener. */
export function announce(event: TournamentChangeEvent, payload: ChangePayload) {
  const text = announcement(event, payload);
  if (text) say(text);
}

/**
 * "One minute left" when the countdown, drawn from the server's clock, crosses a minute. The
 * other announcements come from the server's events (`announce`), so they are said with the
 * host's screen closed.
 */
export function useOneMinuteCall(remainingMs: number, moving: boolean) {
  const warned = useRef(remainingMs <= 60_000);
  useEffect(() => {
    if (remainingMs > 60_000) warned.current = false;
    else if (moving && !warned.current && remainingMs > 0) {
      warned.current = true;
      say('One minute left in this level.');
    }
  }, [remainingMs, moving]);
}
