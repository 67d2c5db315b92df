import { useEffect } from 'react';

/** Screens the TV layout is for (a TV, a projector, a laptop in Display Mode), not a phone. */
const wide = '(min-width: 1024px)';

/**
 * The TV is laid out for 1920x1080 and scaled as a whole to the screen it is on: the root font
 * size follows the viewport (16 px at 1920x1080, two thirds of that on a 1280x720 projector), so
 * every rem-sized type and box keeps its share of the screen and nothing is cut off or scrolls.
 * The page's own size comes back when the display closes.
 */
export function useTvScale(active: boolean) {
  useEffect(() => {
    if (!active || typeof window.matchMedia !== 'function') return;
    const root = document.documentElement;
    const before = root.style.fontSize;
    const query = window.matchMedia(wide);
    const apply = () => {
      root.style.fontSize = query.matches ? 'min(calc(100vw / 120), calc(100vh / 67.5))' : before;
    };
    apply();
    query.addEventListener('change', apply);
    return () => {
      query.removeEventListener('change', apply);
      root.style.fontSize = before;
    };
  }, [active]);
}
