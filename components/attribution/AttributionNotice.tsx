import { getTranslations } from 'next-intl/server';
import { attributionLine } from '@/lib/urls/attribution';
import { LICENSE_URL } from '@/lib/urls/paths';

interface AttributionNoticeProps {
  directoryName: string;
  siteUrl: string;
  slug: string;
}

/** The spec's attribution line, verbatim, with the ODC-By-1.0 license it comes from. */
export async function AttributionNotice({ directoryName, siteUrl, slug }: AttributionNoticeProps) {
  const t = await getTranslations('Attribution');
  return (
    <aside className="mt-10 rounded-lg border border-line bg-surface-muted p-4 text-sm text-ink">
      <p data-testid="attribution" lang="en">
        {attributionLine(directoryName, siteUrl, slug)}
      </p>
      <p className="mt-1">
        {t.rich('license', {
          license: (chunks) => (
            <a href={LICENSE_URL} rel="license" className="text-accent underline">
              {chunks}
            </a>
          ),
        })}
      </p>
    </aside>
  );
}
