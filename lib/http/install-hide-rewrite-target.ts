import { ServerResponse } from 'node:http';
import { hideRewriteTarget } from './hide-rewrite-target';

// Imported for its effect, by instrumentation.ts, in the Node.js runtime only.
hideRewriteTarget(ServerResponse.prototype);
