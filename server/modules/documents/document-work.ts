import { createWorkLimiter } from '../../lib/work-limiter.ts';

/**
 * Image work (checking and re-encoding an upload, making a thumbnail) one at a time, process-wide:
 * a decoded image is in memory only inside this slot, so a burst of uploads or of first views
 * costs one image's working set, not one per request; the others wait (bench/README.md has the
 * figures for uploads).
 */
export const DOCUMENT_WORK = createWorkLimiter(1);
