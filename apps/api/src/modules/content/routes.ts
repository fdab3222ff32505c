import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_PACK_DIR } from '@prepwell/content';
import { ICON_BASE } from './loader.js';

/** Icons from the content pack (hazards, crisis lines, prep checks, questions, badges), under /public/icons/. */
export async function contentAssetRoutes(app: FastifyInstance, options: { packDir?: string }) {
  await app.register(fastifyStatic, {
    root: join(options.packDir ?? DEFAULT_PACK_DIR, 'icons'),
    prefix: ICON_BASE,
    decorateReply: false,
    maxAge: '1d',
    allowedPath: (path) => path.endsWith('.svg'),
  });
}
