import { getTranslations } from 'next-intl/server';
import { CopyButton } from '@/components/common/CopyButton';
import type { PageFrame } from '@/lib/models/frame';
import { COMPANION_PATHS } from '@/lib/urls/companion-files';
import { twinPath } from '@/lib/urls/twin-paths';

/**
 * How to cite the business, on each of its pages: the spec's attribution line verbatim (with a
 * Copy button once JavaScript runs; selectable text without), this page's canonical URL, its
 * Markdown twin, the open data and the license. A labelled region, not a heading: the page's
 * outline stays the twin's, which carries the same line in its frame.
 */
export async function CiteBlock({ frame }: { frame: PageFrame }) {
  const t = await getTranslations('Cite');
  const tAttribution = await getTranslations('Attribution');
  const tProfile = await getTranslations('Profile');
  const line = frame.attribution ?? '';
  return (
    <aside aria-label={t('title')} className="cite-block" data-testid="cite-block">
      {/* The Copy button appears once JavaScript runs: its row keeps the button's height
          from the start, so that nothing below moves when it does. */}
      <div className="cite-title-row">
        <p className="font-semibold">{t('title')}</p>
        <CopyButton
          text={line}
          label={t('copyCitation')}
          texts={{
            copy: tProfile('copy'),
            copied: tProfile('copied'),
            failed: tProfile('copyFailed'),
          }}
        />
      </div>
      <p data-testid="attribution" lang="en" className="break-all select-all">
        {line}
      </p>
      <p>
        {t('canonicalUrl')}{' '}
        <a href={frame.canonicalUrl} className="break-all link" data-testid="cite-canonical">
          {frame.canonicalUrl}
        </a>
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={twinPath(frame.locale, frame.path)} type="text/markdown" className="link">
          {t('markdown')}
        </a>
        <a href={COMPANION_PATHS.companies} type="application/json" className="link">
          {t('openData')}
        </a>
      </p>
      <p>
        {tAttribution.rich('license', {
          license: (chunks) => (
            <a href={frame.license.url} rel="license" className="link">
              {chunks}
            </a>
          ),
        })}
      </p>
    </aside>
  );
}
