import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_PACK_DIR } from '@prepwell/content';
import { HAZARD_ICON_BASE } from './loader.js';

/** Icons from the content pack, served under /public/icons/. */
export async function contentAssetRoutes(app: FastifyInstance, options: { packDir?: string }) {
  await app.register(fastifyStatic, {
    root: join(options.packDir ?? DEFAULT_PACK_DIR, 'icons', 'hazards'),
    prefix: HAZARD_ICON_BASE,
    decorateReply: false,
    maxAge: '1d',
  });
}
