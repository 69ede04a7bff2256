import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import path from 'node:path';
import {
  PRODUCT_IMAGES_PREFIX,
  productImageParamsSchema,
  productImageQuerySchema,
  productImageVersionedParamsSchema,
} from 'shared-contracts';
import { z } from 'zod';
import { apiTags } from '../openapi/tags';
import { ApiProblem } from '../plugins/api-errors';
import { errorResponses } from '../plugins/error-responses';
import { findImageSource } from './image-source';
import { ImageStore } from './image-store';
import { imageVersion } from './image-version';
import { IMAGE_MIME, pickFormat, snapQuality, snapWidth } from './negotiate';

/** A versioned address (its version is the picture's current one) never changes its bytes. */
const CACHE_FOR_GOOD = 'public, max-age=31536000, immutable';
/**
 * An address without a version (older carts and orders keep those), or with another version than
 * the picture's current one: a month, after which the ETag revalidates.
 */
const CACHE_FOR_A_MONTH = 'public, max-age=2592000';

/** The bytes, sent as a Buffer (never through the JSON serializer); documented as binary. */
const imageBody = {
  schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
};

const imageResponses = {
  200: {
    description: 'The image; Vary: Accept',
    content: { 'image/avif': imageBody, 'image/webp': imageBody, 'image/jpeg': imageBody },
  },
  304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
  ...errorResponses(400, 404),
};
const VARIANTS =
  'w snaps up to the next allowed width (640..3840), q (1..100) to a multiple of 5. AVIF or WebP when ' +
  'the Accept header takes it, else JPEG; 304 when If-None-Match matches the ETag. 404 imageNotFound ' +
  'for an unknown product or a view it does not have.';

/**
 * GET /images/products/{productId}/{viewType}/{version}?w=&q=: a product picture at one of the
 * allowed widths, in AVIF or WebP when the Accept header allows it (else JPEG), made locally and
 * kept on disk under DATA_DIR/images. The catalogue's answers give versioned addresses, which
 * browsers may keep for good; the same path without a version is answered too (older carts).
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new ImageStore(path.join(app.config.DATA_DIR, 'images'));

  const answer = async (
    request: FastifyRequest<{
      Params: z.infer<typeof productImageParamsSchema> & { version?: string };
      Querystring: z.infer<typeof productImageQuerySchema>;
    }>,
    reply: FastifyReply,
  ) => {
    const { productId, viewType, version } = request.params;
    const source = await findImageSource(app.db, productId, viewType);
    if (!source) throw new ApiProblem(404, 'imageNotFound', 'Image not found');
    const format = pickFormat(request.headers.accept);
    const { data, etag } = await store.image(source, {
      width: snapWidth(request.query.w),
      quality: snapQuality(request.query.q),
      format,
    });
    const current = version !== undefined && version === imageVersion(source);
    reply
      .header('vary', 'Accept')
      .header('cache-control', current ? CACHE_FOR_GOOD : CACHE_FOR_A_MONTH)
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return reply.type(IMAGE_MIME[format]).send(data);
  };

  app.get(
    `${PRODUCT_IMAGES_PREFIX}/:productId/:viewType/:version`,
    {
      schema: {
        tags: apiTags('images'),
        summary: 'A product picture at its versioned address',
        description: `The address the catalogue answers with; cached for good while the version is the picture's current one, a month otherwise. ${VARIANTS}`,
        params: productImageVersionedParamsSchema,
        querystring: productImageQuerySchema,
        response: imageResponses,
      },
    },
    answer,
  );
  app.get(
    `${PRODUCT_IMAGES_PREFIX}/:productId/:viewType`,
    {
      schema: {
        tags: apiTags('images'),
        summary: 'A product picture at its address without a version',
        description: `The address older carts and orders keep; cached a month. ${VARIANTS}`,
        params: productImageParamsSchema,
        querystring: productImageQuerySchema,
        response: imageResponses,
      },
    },
    answer,
  );
};
