import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed, or shown as print media: true from `beforeprint` (or the `print`
 * media query matching) until `afterprint` and the query no longer matching. The change is committed
 * inside the event (`flushSync`), so what renders only for paper is in the DOM before the browser lays
 * out the pages; until then it costs nothing on screen.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => window.matchMedia('print').matches);
  useEffect(() => {
    const media = window.matchMedia('print');
    const start = () => flushSync(() => setPrinting(true));
    const follow = () => flushSync(() => setPrinting(media.matches));
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', follow);
    media.addEventListener('change', follow);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', follow);
      media.removeEventListener('change', follow);
    };
  }, []);
  return printing;
}
