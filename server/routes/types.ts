import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Catalog } from '../catalog/catalog.ts';

/** What a data route needs from the app: the store it reads, and the clock ("open now" is now by it). */
interface DataRouteOptions {
  catalog: Catalog;
  now: () => Date;
}

export type DataRoutes = FastifyPluginAsync<DataRouteOptions, never, TypeBoxTypeProvider>;
