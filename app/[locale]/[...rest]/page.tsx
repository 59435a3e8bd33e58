import { notFound } from 'next/navigation';

// Any path no route claims, inside a locale, gets the localized 404 page with a real 404 status.
// Its metadata is the 404's too (app/[locale]/not-found.tsx): without this the route's own
// metadata, the layout's generic title, replaced the 404's once the page hydrated.
export function generateMetadata(): never {
  notFound();
}

export default function UnknownPage() {
  notFound();
}
