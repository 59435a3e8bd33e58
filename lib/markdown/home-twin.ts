import type { Business } from '@/lib/api/types';
import { twinUrl } from '@/lib/companions/twin-paths';
import { businessPath } from '@/lib/urls/paths';
import { heading, joinBlocks } from './blocks';
import { companionFileList } from './about-twin';
import type { MarkdownContext } from './context';
import { businessListLine } from './business-list-line';
import { renderTwin } from './frame';

/** The Markdown twin of the home page: every public business, linked to its twin. */
export function renderHomeTwin(businesses: Business[], ctx: MarkdownContext): string {
  const { t } = ctx;
  return renderTwin(
    {
      title: t('Home.title', { directoryName: ctx.directoryName }),
      pagePath: '/',
      blocks: [
        t('Home.intro', { count: businesses.length }),
        heading(2, t('Companions.businessesHeading')),
        businesses
          .map((business) => businessListLine(business, twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug))))
          .join('\n'),
        joinBlocks([heading(2, t('About.machinesHeading')), t('About.machinesText'), companionFileList(ctx)]),
      ],
    },
    ctx,
  );
}
