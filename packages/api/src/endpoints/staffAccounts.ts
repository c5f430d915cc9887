import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import {
  newStaffAccountSchema,
  resetPasswordSchema,
  staffAccountListSchema,
  staffAccountParamsSchema,
  staffAccountResultSchema,
  staffProfileChangeSchema,
  staffProfileResultSchema,
} from '../schemas/auth.ts';

/**
 * Staff accounts: each person's own profile, and the accounts an admin manages (the staff dashboard's Users tab).
 * Part of `endpoints` (./index.ts).
 */
export const staffAccountEndpoints = {
  staffProfile: defineEndpoint({
    method: 'GET',
    path: '/api/staff/profile',
    access: 'staff',
    summary: "The signed-in staff member's own profile: name, signature and mail settings (401 without a session).",
    responses: { 200: staffProfileResultSchema },
  }),
  updateStaffProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/staff/profile',
    access: 'staff',
    summary:
      "Changes the signed-in staff member's own name, signature and mail settings (400 naming the field). Only the owner changes them; the name is what customers and colleagues see.",
    body: staffProfileChangeSchema,
    responses: { 200: staffProfileResultSchema },
  }),
  listStaffAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Admins only: every staff account (401 without a session, 403 for a staff account).',
    responses: { 200: staffAccountListSchema },
  }),
  addStaffAccount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users',
    access: 'admin',
    summary:
      'Admins only: adds a staff account with its first password (at least 12 characters, not a common one; 400 naming the field); 409 when the e-mail address has an account already.',
    body: newStaffAccountSchema,
    responses: { 201: staffAccountResultSchema },
  }),
  disableStaffAccount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    access: 'admin',
    summary: "Admins only: disables an account and ends its sessions at once (409 for one's own account, 404 unknown).",
    params: staffAccountParamsSchema,
    responses: { 200: staffAccountResultSchema },
  }),
  enableStaffAccount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    access: 'admin',
    summary: 'Admins only: lets a disabled account sign in again (404 unknown).',
    params: staffAccountParamsSchema,
    responses: { 200: staffAccountResultSchema },
  }),
  resetStaffPassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    access: 'admin',
    summary: "Admins only: sets an account's password (same policy as a new account) and ends its sessions (404 unknown).",
    params: staffAccountParamsSchema,
    body: resetPasswordSchema,
    responses: { 200: staffAccountResultSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
