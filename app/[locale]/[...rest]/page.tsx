import { notFound } from 'next/navigation';

// Any path no route claims, inside a locale, gets the localized 404 page with a real 404 status.
export default function UnknownPage() {
  notFound();
}
