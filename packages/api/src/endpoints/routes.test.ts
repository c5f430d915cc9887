import { describe, expect, it } from 'vitest';
import { routesOf } from '../trusted.ts';
import { forumEndpoints } from './forum.ts';
import { forumFollowEndpoints } from './forumFollow.ts';
import { forumFollowRoutes, forumRoutes } from './forumRoutes.ts';

describe('the forum route tables (the trusted calls of the forum pages)', () => {
  it('name every forum endpoint with its method, path and statuses', () => {
    expect(forumRoutes).toEqual(routesOf(forumEndpoints));
    expect(forumFollowRoutes).toEqual(routesOf(forumFollowEndpoints));
  });
});
