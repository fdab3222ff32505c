import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  emergencyItemListSchema,
  emergencyItemSaveSchema,
  emergencyItemSavedSchema,
  emergencyItemSchema,
  prepCheckIdParamsSchema,
  prepCheckLangQuerySchema,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { personal, requireUser } from '../../plugins/session.js';
import { setUserItems, userItems, type EmergencyItemSource } from '../../lib/user-emergency-items.js';

/**
 * My Emergency Items (spec prep-checks-items §7): what the signed-in user has and has not, one
 * item, and recording an answer. A Prep Check submission records the items of its linked
 * questions through the same repository.
 */
export async function emergencyItemRoutes(fastify: FastifyInstance, options: { items: EmergencyItemSource }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.emergencyItems,
    {
      schema: {
        summary: 'My Emergency Items: what the user has and has not (a new user has every item in `no`)',
        tags: ['emergency items'],
        querystring: prepCheckLangQuerySchema,
        response: { 200: emergencyItemListSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const has = await userItems(app.database.db, user.id);
      const items = await options.items.list(request.query.lang, has);
      personal(reply);
      return { yes: items.filter((item) => item.userHasItem), no: items.filter((item) => !item.userHasItem) };
    },
  );

  app.get(
    API_PATHS.emergencyItem,
    {
      schema: {
        summary: 'One emergency item and whether the user has it',
        tags: ['emergency items'],
        params: prepCheckIdParamsSchema,
        querystring: prepCheckLangQuerySchema,
        response: { 200: emergencyItemSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      if (!(await options.items.find({ id })))
        throw new AppError('NOT_FOUND', `No emergency item with id ${id}.`);
      const has = await userItems(app.database.db, user.id);
      const [item] = (await options.items.list(request.query.lang, has)).filter((one) => one.id === id);
      personal(reply);
      return item!;
    },
  );

  app.put(
    API_PATHS.emergencyItems,
    {
      schema: {
        summary: 'Record whether the user has an emergency item',
        description:
          'The item by `id`, or by its English name or slug as `name` or `item_name`; the flag as `hasItem` or `userHasItem`. Answers `name` and `userHasItem`. An unknown item is a 404.',
        tags: ['emergency items'],
        body: emergencyItemSaveSchema,
        response: { 200: emergencyItemSavedSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { body } = request;
      const item = await options.items.find({ id: body.id, name: body.name ?? body.item_name });
      if (!item)
        throw new AppError('NOT_FOUND', `No emergency item ${body.id ?? body.name ?? body.item_name}.`);
      const has = body.userHasItem ?? body.hasItem ?? false;
      await setUserItems(app.database.db, user.id, [{ id: item.id, has }]);
      personal(reply);
      return { id: item.id, name: item.name, userHasItem: has };
    },
  );
}
