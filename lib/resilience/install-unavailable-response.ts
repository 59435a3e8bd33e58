import { ServerResponse } from 'node:http';
import { getSiteConfig } from '@/lib/config/site-config';
import { RETRY_AFTER_SECONDS, unavailablePageHtml } from './unavailable-page';
import { answerOutagesWith503 } from './unavailable-response';
import { upstreamRecentlyFailed } from '@/lib/http/upstream-outage';

// Imported for its effect, by instrumentation.ts, in the Node.js runtime only.
answerOutagesWith503(ServerResponse.prototype, {
  isOutage: () => upstreamRecentlyFailed(),
  pageHtml: (requestPath) => unavailablePageHtml(requestPath, getSiteConfig().directoryName),
  retryAfterSeconds: RETRY_AFTER_SECONDS,
});
