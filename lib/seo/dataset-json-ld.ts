import type { Dataset, WithContext } from 'schema-dts';
import type { DevelopersModel } from '@/lib/models/developers';
import { directoryOrganizationId } from './site-json-ld';

/** The files of the open data and their formats; the other companion files are not the data. */
const DOWNLOADS: Record<string, string> = {
  'api/companies.json': 'application/json',
  'api/companies.ndjson': 'application/x-ndjson',
  'ai-content.txt': 'text/plain',
};

/**
 * The directory's data as a schema.org Dataset (Google's dataset search reads it), on the page
 * its files are downloaded from: its license, its maker, and each file it can be downloaded as.
 */
export function datasetJsonLd(model: DevelopersModel): WithContext<Dataset> {
  const { frame, dataset: texts } = model;
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': `${frame.siteUrl}/#dataset`,
    name: texts.name,
    description: texts.description,
    url: frame.canonicalUrl,
    license: frame.license.url,
    isAccessibleForFree: true,
    inLanguage: ['en', 'fr'],
    creator: { '@id': directoryOrganizationId(frame.siteUrl) },
    publisher: { '@id': directoryOrganizationId(frame.siteUrl) },
    distribution: [...model.openData, ...model.files]
      .filter((file) => file.name in DOWNLOADS)
      .map((file) => ({
        '@type': 'DataDownload',
        name: file.name,
        contentUrl: file.url,
        encodingFormat: DOWNLOADS[file.name] ?? 'text/plain',
        description: file.description,
      })),
  };
}
