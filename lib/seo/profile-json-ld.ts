import type { ProfileModel } from '@/lib/models/profile';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { businessJsonLd } from './business-json-ld';

/** The profile's JSON-LD: the business itself, and where it sits in the directory. */
export function profileJsonLd({ frame, business }: ProfileModel) {
  return [
    businessJsonLd(business, { siteUrl: frame.siteUrl, pageUrl: frame.canonicalUrl }),
    breadcrumbJsonLd([
      { name: frame.siteName, url: frame.homeUrl },
      { name: business.name, url: frame.canonicalUrl },
    ]),
  ];
}
