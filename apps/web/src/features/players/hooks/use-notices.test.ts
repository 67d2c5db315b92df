import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useNotices } from './use-notices.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('dismisses each notice 5 seconds after it appeared', () => {
  const { result } = renderHook(() => useNotices());
  act(() => result.current.push('Successfully added 1 contact(s).'));
  act(() => vi.advanceTimersByTime(3000));
  act(() => result.current.push('Invitation sent successfully to a@b.co'));
  expect(result.current.notices).toHaveLength(2);
  act(() => vi.advanceTimersByTime(2000));
  expect(result.current.notices.map((n) => n.text)).toEqual(['Invitation sent successfully to a@b.co']);
  act(() => vi.advanceTimersByTime(3000));
  expect(result.current.notices).toEqual([]);
});
