'use client';

import { useEffect } from 'react';

/**
 * Brings the current tab into view when the tab row is wider than the screen and scrolls
 * sideways (a phone on the Documents tab). Without JavaScript the row simply starts at its
 * first tab.
 */
export function ActiveTabScroller({ navId }: { navId: string }) {
  useEffect(() => {
    const nav = document.getElementById(navId);
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const hidden = current.offsetLeft + current.offsetWidth - (nav.scrollLeft + nav.clientWidth);
    if (hidden > 0) nav.scrollLeft += hidden + 16;
  }, [navId]);
  return null;
}
