import type { ContentSource } from './content-answers';

/*
 * The content index as the agent interface reads it. A failure to read it (the store cannot
 * be opened, a query fails) is an outage to report, never a bug's 500: every read is wrapped
 * so that such a failure reaches the caller as ContentIndexUnavailable, which the tools and
 * route handlers turn into "retry later", while a bug in the rendering still surfaces.
 */

export class ContentIndexUnavailable extends Error {
  constructor(cause: unknown) {
    super('The content index is temporarily unavailable.', { cause });
    this.name = 'ContentIndexUnavailable';
  }
}

export function isContentIndexUnavailable(error: unknown): error is ContentIndexUnavailable {
  return error instanceof ContentIndexUnavailable;
}

async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error('Content index read failed:', error);
    throw new ContentIndexUnavailable(error);
  }
}

/** `open` gives the index (it may fail too); each read of it fails as ContentIndexUnavailable. */
export function guardedContentSource(
  open: () => ContentSource | Promise<ContentSource>,
): ContentSource {
  return {
    search: (query) => reading(async () => (await open()).search(query)),
    listEvents: (query) => reading(async () => (await open()).listEvents(query)),
    getEntry: (...args) => reading(async () => (await open()).getEntry(...args)),
  };
}
