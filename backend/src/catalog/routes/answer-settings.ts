import type { FastifyReply } from 'fastify';
import type { AnswerCacheOptions } from '../queries/answer-cache';

/**
 * Sends JSON the route's own serializer wrote (reply.serialize), as is, with the content type
 * Fastify gives a serialised answer.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

const MiB = 1024 * 1024;

/** Listing pages are ~15 KB of JSON each: about 1000 of the most recent pages and searches. */
export const LISTING_ANSWERS: AnswerCacheOptions = { maxBytes: 16 * MiB, ttlMs: 60_000 };

/** A product's detail is ~1 KB: tens of thousands of products. */
export const PRODUCT_ANSWERS: AnswerCacheOptions = { maxBytes: 16 * MiB, ttlMs: 60_000 };

/** The category tree and the home page's products: one answer each, a few KB, asked for on every page. */
export const LIST_ANSWERS: AnswerCacheOptions = { maxBytes: 1 * MiB, ttlMs: 60_000 };
