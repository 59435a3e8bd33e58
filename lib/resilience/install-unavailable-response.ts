import { Server, ServerResponse } from 'node:http';
import { getSiteConfig } from '@/lib/config/site-config';
import { RETRY_AFTER_SECONDS, unavailablePageHtml } from './unavailable-page';
import { answerOutagesWith503 } from './unavailable-response';
import { responseMetOutage, scopeRequestsWithOutageFlag } from './request-outage-scope';

// Imported for its effect, by instrumentation.ts, in the Node.js runtime only.
scopeRequestsWithOutageFlag(Server.prototype);
answerOutagesWith503(ServerResponse.prototype, {
  isOutage: responseMetOutage,
  pageHtml: (requestPath) => unavailablePageHtml(requestPath, getSiteConfig().directoryName),
  retryAfterSeconds: RETRY_AFTER_SECONDS,
});
