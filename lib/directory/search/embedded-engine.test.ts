import { indexOf, sampleListings } from '../../../bench/search/sample-indexes';
import { defineSearchEngineConformance } from './conformance/engine-conformance';
import { EmbeddedSearchEngine } from './embedded-engine';

// The embedded engine against the cases every SearchEngine answers, built as each server does.
defineSearchEngineConformance('embedded', () => ({
  sample: sampleListings,
  async open(listings) {
    const en = indexOf('en', listings.en);
    const fr = indexOf('fr', listings.fr, en);
    const engines = { en: new EmbeddedSearchEngine(), fr: new EmbeddedSearchEngine() };
    await engines.en.index({ index: en, twin: fr });
    await engines.fr.index({ index: fr, twin: en });
    return { en: { engine: engines.en, index: en }, fr: { engine: engines.fr, index: fr } };
  },
}));
