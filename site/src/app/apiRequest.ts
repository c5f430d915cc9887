import { createApiRequester } from '@orisun/api';

/**
 * The site's API client's generic calls only (`apiRequest.request(forumEndpoints.listThreads, ...)`): same origin,
 * same validation and `ApiError`s as `api` (./api.ts), without a named method per endpoint. `api`'s methods reference
 * the whole endpoint table, so every schema of the API comes with it; code that calls one area's table through this
 * (the forum's hooks) carries that area's schemas only: /forum's first load stays within the budget
 * (tests/e2e/budgets.test.ts). A module of its own so that importing it does not bring `api` along.
 */
export const apiRequest = createApiRequester();
