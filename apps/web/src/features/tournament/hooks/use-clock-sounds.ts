import { useEffect, useRef, useState } from 'react';

/** Shared with the TV's spoken announcements: one mute for every sound. */
export const mutedStorageKey = 'pokerhome:clock-muted';
const storageKey = mutedStorageKey;

/** A short tone through Web Audio: no sound files to load, works offline. */
function beep(context: AudioContext, frequency: number, durationMs: number, repeat = 1) {
  for (let i = 0; i < repeat; i++) {
    const start = context.currentTime + i * (durationMs / 1000 + 0.12);
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + durationMs / 1000);
    osc.connect(gain).connect(context.destination);
    osc.start(start);
    osc.stop(start + durationMs / 1000);
  }
}

/**
 * Sounds at a level change and when one minute is left (issue 7), mutable and remembered. Browsers
 * only allow audio after a user gesture, so the context is created on the first click anywhere.
 */
export function useClockSounds(level: number, onBreak: boolean, remainingMs: number, moving: boolean) {
  const [muted, setMuted] = useState(() => globalThis.localStorage?.getItem(storageKey) === '1');
  const context = useRef<AudioContext | null>(null);
  const last = useRef({ level, onBreak, warned: remainingMs <= 60_000 });

  useEffect(() => {
    const unlock = () => {
      if (!context.current && typeof AudioContext !== 'undefined') context.current = new AudioContext();
      void context.current?.resume();
    };
    window.addEventListener('pointerdown', unlock);
    return () => window.removeEventListener('pointerdown', unlock);
  }, []);

  useEffect(() => {
    const prev = last.current;
    const ctx = context.current;
    if (level !== prev.level || onBreak !== prev.onBreak) {
      if (!muted && ctx) beep(ctx, 880, 350, 3);
      last.current = { level, onBreak, warned: remainingMs <= 60_000 };
      return;
    }
    if (moving && !prev.warned && remainingMs > 0 && remainingMs <= 60_000) {
      if (!muted && ctx) beep(ctx, 660, 250, 1);
      last.current = { ...prev, warned: true };
    }
  }, [level, onBreak, remainingMs, moving, muted]);

  const toggle = () =>
    setMuted((m) => {
      globalThis.localStorage?.setItem(storageKey, m ? '0' : '1');
      return !m;
    });
  return { muted, toggle };
}
