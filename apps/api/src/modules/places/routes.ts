import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  savedPlacesSchema,
} from '@prepwell/contract';
import { personal, requireUser } from '../../plugins/session.js';
import { gazetteer } from './gazetteer.js';
import { listPlaces, replacePlaces } from './repository.js';

/**
 * Places (ADR 034): the offline search that finds a city or a US ZIP code, and a signed-in
 * person's saved places (only ever their own). An anonymous reader's places stay in the browser.
 * A place is never logged: the search's `place` is redacted from the request log like a point.
 */
export async function placeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.placeSearch,
    {
      schema: {
        summary: 'Find a place by the start of a city’s name or by US ZIP code, offline',
        description:
          'From a gazetteer shipped with the server (GeoNames cities of 1,000 people or more, US ZIP ' +
          'codes): no geocoding service is called. "Portland, ME" narrows by region or country. At most ' +
          'eight places, exact names first, then the most populous.',
        tags: ['places'],
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const places = (await gazetteer()).search(request.query.place);
      // The search says where someone may be: kept by their browser only.
      reply.header('cache-control', 'private, max-age=86400');
      return { places };
    },
  );

  app.get(
    API_PATHS.places,
    {
      schema: {
        summary: 'The signed-in person’s saved places, in their order',
        tags: ['places'],
        response: { 200: savedPlacesSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      personal(reply);
      return { places: await listPlaces(app.database.db, user.id) };
    },
  );

  app.put(
    API_PATHS.places,
    {
      schema: {
        summary: 'Replace the signed-in person’s saved places (at most five)',
        tags: ['places'],
        body: savedPlacesSchema,
        response: { 200: savedPlacesSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      personal(reply);
      return { places: await replacePlaces(app.database.db, user.id, request.body.places) };
    },
  );
}
