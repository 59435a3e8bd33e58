import { ContentHitCard } from '@/components/search/ContentHitCard';
import type { WhatsOnDay } from '@/lib/models/whats-on-days';

/** The page's events under a heading per local day, each day's events as a list of cards. */
export function WhatsOnDays({ days }: { days: WhatsOnDay[] }) {
  return (
    <>
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="mt-6">
          <h2 id={`day-${day.date}`} className="heading-md text-ink">
            <time dateTime={day.date}>{day.label}</time>
          </h2>
          <ul className="mt-2 grid gap-3 md:grid-cols-2">
            {day.events.map((event) => (
              <li key={`${event.business.slug}/${event.key}`}>
                <ContentHitCard hit={event} level={3} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
