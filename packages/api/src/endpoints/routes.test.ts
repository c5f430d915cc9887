import { describe, expect, it } from 'vitest';
import { routesOf } from '../trusted.ts';
import { customerTicketRoutes } from './customerTicketRoutes.ts';
import { customerTicketEndpoints } from './customerTickets.ts';
import { forumEndpoints } from './forum.ts';
import { forumFollowEndpoints } from './forumFollow.ts';
import { forumFollowRoutes, forumRoutes } from './forumRoutes.ts';

describe('the route tables (the trusted calls of the forum pages and the customer ticket page)', () => {
  it('name every forum endpoint with its method, path and statuses', () => {
    expect(forumRoutes).toEqual(routesOf(forumEndpoints));
    expect(forumFollowRoutes).toEqual(routesOf(forumFollowEndpoints));
  });

  it('name every customer ticket endpoint with its method, path and statuses', () => {
    expect(customerTicketRoutes).toEqual(routesOf(customerTicketEndpoints));
  });
});
