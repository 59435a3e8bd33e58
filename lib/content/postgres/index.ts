export { PostgresContentStore } from './postgres-content-store';
export { SchemaVersionError } from './migrate';
export { LATEST_SCHEMA_VERSION } from './migrations';
