import { ServerResponse } from 'node:http';
import { answerConditionalGets } from './conditional-get';

// Imported for its effect, by instrumentation.ts, in the Node.js runtime only.
answerConditionalGets(ServerResponse.prototype);
