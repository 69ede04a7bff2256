import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import path from 'node:path';
import { PRODUCT_IMAGES_PREFIX, productImageParamsSchema, productImageQuerySchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiProblem } from '../plugins/api-errors';
import { errorResponses } from '../plugins/error-responses';
import { findImageSource } from './image-source';
import { ImageStore } from './image-store';
import { IMAGE_MIME, pickFormat, snapQuality, snapWidth } from './negotiate';

/** A month: image URLs carry no version, so a colour change shows within this time (ETag revalidates). */
const CACHE_CONTROL = 'public, max-age=2592000';

/** The bytes, sent as a Buffer (never through the JSON serializer); documented as binary. */
const imageBody = {
  schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
};

/**
 * GET /images/products/{productId}/{viewType}?w=&q=: a product picture at one of the allowed
 * widths, in AVIF or WebP when the Accept header allows it (else JPEG), made locally and kept
 * on disk under DATA_DIR/images.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new ImageStore(path.join(app.config.DATA_DIR, 'images'));
  app.get(
    `${PRODUCT_IMAGES_PREFIX}/:productId/:viewType`,
    {
      schema: {
        tags: ['images'],
        summary:
          'A product image; w snaps up to the next allowed width (640..3840), q (1..100) to a multiple of 5',
        params: productImageParamsSchema,
        querystring: productImageQuerySchema,
        response: {
          200: {
            description: 'The image; Vary: Accept',
            content: { 'image/avif': imageBody, 'image/webp': imageBody, 'image/jpeg': imageBody },
          },
          304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { productId, viewType } = request.params;
      const source = await findImageSource(app.db, productId, viewType);
      if (!source) throw new ApiProblem(404, 'imageNotFound', 'Image not found');
      const format = pickFormat(request.headers.accept);
      const { data, etag } = await store.image(source, {
        width: snapWidth(request.query.w),
        quality: snapQuality(request.query.q),
        format,
      });
      reply.header('vary', 'Accept').header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type(IMAGE_MIME[format]).send(data);
    },
  );
};
