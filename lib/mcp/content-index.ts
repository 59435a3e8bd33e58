import 'server-only';
import { loadContentResults } from '@/lib/models/content-results';
import { readContentStore } from '@/lib/models/content-store-access';
import { loadWhatsOnModel } from '@/lib/models/whats-on';
import { entryFrom, type ContentModels } from './content-source';

/** The content models as the pages load them (one load per request), and the index itself. */
export const liveContentModels: ContentModels = {
  results: loadContentResults,
  whatsOn: loadWhatsOnModel,
  entry: async (...args) => entryFrom(await readContentStore(), ...args),
};
