import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A page reached by a link opens at its top, as a new page in a browser does: the site's own
 * navigation keeps the window's scroll, so a work order started from low in the list opened
 * ~500 px down, its title and mode badge out of sight. Back and forward (the browser restores
 * their place) and links to a section (#anchor) keep theirs.
 */
export function useTopOnNewPage(): void {
  const [location] = useLocation();
  const first = useRef(true);
  const popped = useRef(false);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (popped.current) {
      popped.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}
