import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { documentedFailures } from '../openapi/documented-responses';
import { apiTags } from '../openapi/tags';

/** Form fields are never read here: a larger body is refused (413) rather than taken in. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * A form of a server-drawn page sent before the page's code has taken it over (Enter pressed while
 * the page hydrates, or a browser without JavaScript). The pages' forms say method="post", so what
 * was typed, a password least of all, never goes into an address (and so into history, logs or a
 * Referer); the browser posts it to the page's own address. Here the fields are dropped unread and
 * the browser loads the page again (303 See Other), where the form then works.
 */
export const pageFormPostRoute: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(
    '/pages/:page',
    {
      schema: {
        tags: apiTags('site'),
        summary: "A page's form sent before the page's code took it over",
        description:
          'The fields are dropped unread; the answer sends the browser back to the same address by GET.',
      },
      config: {
        documentedResponses: {
          303: {
            description: "Back to the page: Location is the page's own address; no body",
            content: { 'text/plain': { schema: z.string() } },
          },
          ...documentedFailures(413),
        },
      },
    },
    (request, reply) => reply.redirect(request.url, 303),
  );
};
