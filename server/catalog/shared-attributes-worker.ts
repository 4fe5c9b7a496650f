/** The thread `shared-attributes.ts` reads a catalog's attributes on, so the event loop never waits for them. */
import { readPinnedAttributes } from './shared-attributes.ts';

export default readPinnedAttributes;
