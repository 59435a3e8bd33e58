import { contentIndexMigration } from './001-content-index';
import { categoryIndexMigration } from './002-category-index';
import { directoryListingMigration } from './003-directory-listing';
import { directorySearchMigration } from './004-directory-search';
import { writerAliveLockMigration } from './005-writer-alive-lock';
import { searchRowsByBusinessMigration } from './006-search-rows-by-business';
import { storedDirectoryMigration } from './007-stored-directory';
import { filterGroupsMigration } from './008-filter-groups';
import { llmsPlanMigration } from './009-llms-plan';
import { sampleDirectoryTablesMigration } from './010-sample-directory-tables';

/*
 * Every schema change, in order, for ever: a released migration is never edited, a change is a
 * new one with the next version. TypeScript modules rather than .sql files, so that the server's
 * bundle carries them and `npm run db:migrate` reads the very same text.
 */

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  contentIndexMigration,
  categoryIndexMigration,
  directoryListingMigration,
  directorySearchMigration,
  writerAliveLockMigration,
  searchRowsByBusinessMigration,
  storedDirectoryMigration,
  filterGroupsMigration,
  llmsPlanMigration,
  sampleDirectoryTablesMigration,
];

export const LATEST_SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;
