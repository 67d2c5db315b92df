import { contactNotices } from '@pokerhome/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Notice = { id: number; text: string; tone: 'success' | 'error' | 'info' };
export type PushNotice = (text: string, tone?: Notice['tone']) => void;

/** The player page's notices (docs/players.md): each one dismisses itself after 5 seconds. */
export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const next = useRef(0);

  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((n) => n.id !== id)), []);
  const push = useCallback<PushNotice>(
    (text, tone = 'success') => {
      next.current += 1;
      const id = next.current;
      setNotices((all) => [...all, { id, text, tone }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, contactNotices.dismissAfterMs);
      timers.current.add(timer);
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  return { notices, push, dismiss };
}
