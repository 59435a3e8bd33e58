import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { VerifiedBadge } from '@/components/business/VerifiedBadge';
import type { ContentHitCardView } from './content-results-view';

interface ContentHitCardProps {
  hit: ContentHitCardView;
  /** Its title's level in the page's outline (the twin writes the same). */
  level: 3 | 4;
}

/**
 * One thing a business offers, as a result: its title linked to its own page, its business
 * (linked, with the city), then its price, date, place and availability, and its summary.
 * Not async, so the home page's island renders it too (with the ContentSearch messages).
 */
export function ContentHitCard({ hit, level }: ContentHitCardProps) {
  const t = useTranslations('ContentSearch');
  const tCard = useTranslations('BusinessCard');
  const Heading = level === 3 ? 'h3' : 'h4';
  const facts: { term: string; value: ReactNode; key: string }[] = [];
  if (hit.date)
    facts.push({
      key: 'date',
      term: t('date'),
      value: (
        <>
          <time dateTime={hit.date.iso}>{hit.date.text}</time>
          {hit.date.endIso && hit.date.endText && (
            <>
              {' – '}
              <time dateTime={hit.date.endIso}>{hit.date.endText}</time>
            </>
          )}
        </>
      ),
    });
  if (hit.date?.place) facts.push({ key: 'place', term: t('place'), value: hit.date.place });
  if (hit.price) facts.push({ key: 'price', term: t('price'), value: hit.price });
  if (hit.availability)
    facts.push({ key: 'availability', term: t('availability'), value: hit.availability.text });
  return (
    <article
      className="rounded-lg border border-line p-4 shadow-sm hover:border-line-strong"
      data-testid="content-hit"
      data-kind={hit.kind}
    >
      {hit.typeLabel && <p className="text-xs font-medium text-ink-muted">{hit.typeLabel}</p>}
      <Heading className="text-base font-semibold leading-snug">
        <a href={hit.href} className="text-ink hover:text-accent hover:underline">
          {hit.title}
        </a>
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">
        <span className="sr-only">{t('business')}: </span>
        <a href={hit.business.href} className="text-accent underline" data-testid="hit-business">
          {hit.business.name}
        </a>
        {hit.business.city && (
          <>
            <span aria-hidden="true"> · </span>
            <span data-testid="hit-city">{hit.business.city}</span>
          </>
        )}
        {hit.business.isVerified && (
          <>
            {' '}
            <VerifiedBadge label={tCard('verified')} />
          </>
        )}
      </p>
      {facts.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {facts.map((fact) => (
            <div key={fact.key} className="contents">
              <dt className="font-medium text-ink-muted">{fact.term}</dt>
              <dd className="text-ink" data-testid={`hit-${fact.key}`}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {hit.summary && <p className="mt-2 line-clamp-3 text-sm text-ink">{hit.summary}</p>}
    </article>
  );
}
