import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  isSearchAcceptable,
  MIN_SEARCH_WORD_LENGTH,
  PRODUCT_PROBLEMS,
  productListQuerySchema,
  productListResponseSchema,
} from 'shared-contracts';
import { apiTags } from '../../openapi/tags';
import { ApiProblem } from '../../plugins/api-errors';
import { errorResponses } from '../../plugins/error-responses';
import { createAnswerCache } from '../queries/answer-cache';
import { listingScope } from '../queries/category-scope';
import { listProducts } from '../queries/list-products';
import { productFilterOf, searchTextOf } from '../queries/product-filter';
import { sendJson, LISTING_ANSWERS } from './answer-settings';

/**
 * The listing, search and filter call, in the DataTables shape. categoryId 0 is the
 * whole shop; a category includes its subcategories. Answers are kept until the catalogue
 * changes (answer-cache.ts), by the validated query, so any spelling of the same query shares one.
 */
export const getProductsByCategoryRoute: FastifyPluginAsyncZod = async (app) => {
  const answers = createAnswerCache(LISTING_ANSWERS);
  app.get(
    '/public-products/get-products-by-category-id',
    {
      schema: {
        tags: apiTags('catalog'),
        summary: 'A page of products of a category, searched, filtered and sorted',
        description:
          'The listing and the search. Filters combine; recordsTotal counts the category, recordsFiltered ' +
          'the products that pass the search and filters. 400 invalidPriceRange when minPrice is above ' +
          'maxPrice; 400 searchTooShort when the search (searchByName, or input) has words but none of ' +
          `${MIN_SEARCH_WORD_LENGTH} characters or more; 404 categoryNotFound.`,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw new ApiProblem(400, 'invalidPriceRange', 'minPrice must not be greater than maxPrice');
      }
      // Only words of one or two characters: they match much of the catalogue, and PostgreSQL
      // would read most of the scope for them (docs/catalog-queries.md), so nothing is asked.
      if (!isSearchAcceptable(searchTextOf(query))) {
        throw new ApiProblem(400, 'searchTooShort', PRODUCT_PROBLEMS.searchTooShort);
      }
      const body = await answers(app.db, JSON.stringify(query), async () => {
        const scope = query.categoryId === 0 ? undefined : await listingScope(app.db, query.categoryId);
        if (query.categoryId !== 0 && !scope)
          throw new ApiProblem(404, 'categoryNotFound', 'Category not found');
        const page = await listProducts(app.db, {
          scope,
          filter: productFilterOf(query),
          sort: query.sort,
          // The theme's paging rule when the client leaves start out: start = (draw - 1) × length.
          start: query.start ?? (query.draw - 1) * query.length,
          length: query.length,
        });
        const answer: z.input<typeof productListResponseSchema> = {
          responseData: {
            draw: query.draw,
            recordsTotal: page.recordsTotal,
            recordsFiltered: page.recordsFiltered,
            data: page.products,
          },
        };
        return {
          json: reply.serialize(answer) as string,
          productIds: page.products.map((product) => product.id),
        };
      });
      return sendJson(reply, body);
    },
  );
};
