/** The thread CatalogIntegrity hashes a catalog on, so the event loop never waits for the disk. */
import { fileSha256Sync } from '../../index/checksum.ts';

export default fileSha256Sync;
