import { ServerResponse } from 'node:http';
import { keepVaryAccept } from './keep-vary-accept';

// Imported for its effect, by instrumentation.ts, in the Node.js runtime only.
keepVaryAccept(ServerResponse.prototype);
