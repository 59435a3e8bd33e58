export { PostgresContentStore } from './postgres-content-store';
export { LATEST_SCHEMA_VERSION } from './migrations';
