import type { ComponentProps, MouseEvent } from 'react';
import { Pager } from '@/components/common/Pager';
import { pageInHref } from '@/lib/paging/page-window';

type ClientPagerProps = ComponentProps<typeof Pager> & {
  /** Called instead of following a page link, when JavaScript runs. */
  onNavigate: (page: number) => void;
};

/**
 * The site's pager, whose plain page links keep working without JavaScript, with its
 * clicks taken over in the capture phase (before the links' own router handling) so that a
 * client component can load the page itself. Clicks meant for a new tab or window go through.
 * Rendered only inside client components, which alone can pass `onNavigate`.
 */
export function ClientPager({ onNavigate, ...pager }: ClientPagerProps) {
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    event.stopPropagation();
    onNavigate(pageInHref(href, window.location.href));
  };
  return (
    <div onClickCapture={onClickCapture}>
      <Pager {...pager} />
    </div>
  );
}
