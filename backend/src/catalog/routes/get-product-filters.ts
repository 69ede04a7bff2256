import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productFiltersQuerySchema, productFiltersResponseSchema } from 'shared-contracts';
import { apiTags } from '../../openapi/tags';
import { ApiProblem } from '../../plugins/api-errors';
import { errorResponses } from '../../plugins/error-responses';
import { categoryScope } from '../queries/category-scope';
import { productFacets } from '../queries/product-facets';

export const getProductFiltersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-products/get-product-filters',
    {
      schema: {
        tags: apiTags('catalog'),
        summary: "The filters of a category's listing",
        description:
          'Colours, sizes, brands and types with their product counts, the price range and the number on ' +
          'sale, over the category with its subcategories (0: the whole shop). 404 categoryNotFound.',
        querystring: productFiltersQuerySchema,
        response: { 200: productFiltersResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { categoryId } = request.query;
      const categoryIds = categoryId === 0 ? undefined : await categoryScope(app.db, categoryId);
      if (categoryId !== 0 && !categoryIds)
        throw new ApiProblem(404, 'categoryNotFound', 'Category not found');
      return { responseData: { data: await productFacets(app.db, categoryIds) } };
    },
  );
};
