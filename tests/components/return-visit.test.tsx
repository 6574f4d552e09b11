import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReturnVisit } from '@/hooks/use-return-visit';

describe('"Welkom terug" only on a return visit', () => {
  it('is a first visit the first time, a return the next, per user', () => {
    localStorage.clear();
    const first = renderHook(() => useReturnVisit('jan'));
    expect(first.result.current).toBe(false);
    first.unmount();
    expect(renderHook(() => useReturnVisit('jan')).result.current).toBe(true);
    expect(renderHook(() => useReturnVisit('piet')).result.current).toBe(false);
  });
});
