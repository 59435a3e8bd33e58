import 'server-only';
import type { ContentSource } from './content-answers';
import { guardedContentSource } from './content-source';

/*
 * The content index the agent interface reads. Placeholder until the store lands: every read
 * answers that the index is unavailable.
 */
export const contentIndexSource: ContentSource = guardedContentSource(() => {
  throw new Error('The content index is not built into this version.');
});
