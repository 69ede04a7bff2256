import { AUTH_PROBLEMS } from 'shared-contracts';
import { ApiProblem } from '../plugins/api-errors';

/**
 * The shared counters cannot be reached (Redis is down or does not answer): the call that needed
 * them is refused with a 503 at once, as an ApiProblem so that every caller (the API's error
 * handler, the Auth.js credentials provider) answers it like any other refusal. It is not logged
 * per call: the store logs the outage once (redis-counter-store.ts).
 */
export class CounterStoreUnavailable extends ApiProblem {
  constructor() {
    super(503, 'serviceUnavailable', AUTH_PROBLEMS.serviceUnavailable);
  }
}
