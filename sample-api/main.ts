import { portFromEnv, syntheticCountFromEnv } from './config';
import { startSampleApi } from './server';

/**
 * `npm run sample-api`: the sample Directory API on 127.0.0.1:$SAMPLE_API_PORT (default 4010).
 * SAMPLE_API_BUSINESSES, SAMPLE_API_PUBLIC_URL and SAMPLE_API_SITE_URL are read too (README.md).
 */
async function main(): Promise<void> {
  const syntheticBusinesses = syntheticCountFromEnv(process.env.SAMPLE_API_BUSINESSES);
  const api = await startSampleApi(portFromEnv(process.env.SAMPLE_API_PORT), {
    syntheticBusinesses,
  });
  console.log(
    `Sample Directory API listening on ${api.url} (${syntheticBusinesses} synthetic businesses)`,
  );
  const stop = () => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    `Sample Directory API failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
