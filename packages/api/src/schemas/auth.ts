import { z } from '../zod.ts';
import { emailAddressSchema, optionalText, requiredLine } from './forms.ts';

/**
 * Staff accounts and sessions: signing in to the support desk and the forum's admin, and the admins'
 * management of accounts. The password policy here is the part a form can check (length, OWASP ASVS 5.0
 * 6.2: at least 12 characters, at most 128, no composition rules); the server also refuses common passwords.
 */

/** `staff` works tickets and the inbox; `admin` also moderates the forum and manages accounts. */
export const staffRoles = ['staff', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who a session belongs to: a staff account, or (later) a customer known by e-mail. */
export const sessionKinds = ['staff', 'customer'] as const;
export type SessionKind = (typeof sessionKinds)[number];

export const passwordMinLength = 12;
export const passwordMaxLength = 128;

export const authMessages = {
  /** The one answer to a wrong password, an unknown address and a disabled account alike. */
  invalidCredentials: 'Invalid email or password',
  signedOut: 'You are signed out.',
  signInRequired: 'Please sign in to continue.',
  adminOnly: 'Only an admin can do this.',
  tooManyAttempts: (seconds: number) => `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`,
  commonPassword: 'This password is too common. Choose a longer phrase that is not used on other sites.',
  duplicateAccount: 'An account with this e-mail address exists already.',
  accountNotFound: 'There is no such account.',
  cannotDisableSelf: 'You cannot disable your own account.',
} as const;

/** Characters as a person counts them (code points), not UTF-16 units, so an emoji counts once. */
const characterCount = (value: string) => [...value].length;

/**
 * A new password (an account's first, or a reset): 12 to 128 characters of anything, spaces included and
 * kept as typed (never trimmed). The server also refuses common passwords.
 */
export const newPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .check(
    z.refine((value) => characterCount(value) >= passwordMinLength, `Use at least ${passwordMinLength} characters: a few words make a good password.`),
    z.refine((value) => characterCount(value) <= passwordMaxLength, `Keep the password under ${passwordMaxLength + 1} characters.`),
  );

/** `POST /api/auth/sign-in`. The password is not checked against the policy here (old passwords still sign in). */
export const signInSchema = z.object({
  email: emailAddressSchema,
  password: z.string({ error: 'Enter your password.' }).check(z.minLength(1, 'Enter your password.'), z.maxLength(1024, 'Enter your password.')),
});
export type SignIn = z.infer<typeof signInSchema>;

/** The signed-in person as the site shows them. */
export const staffUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** The answer of `POST /api/auth/sign-in`. */
export const signedInSchema = z.object({ user: staffUserSchema });
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * The answer of `GET /api/auth/session`: who is signed in, or `user: null` when nobody is (a 200 either way, so a
 * visitor's check is no failed request in the browser's console).
 */
export const staffSessionSchema = z.object({ user: z.nullable(staffUserSchema) });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** One staff account as an admin sees it. Times are ISO 8601. */
export const staffAccountSchema = z.extend(staffUserSchema, {
  disabled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSignInAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountListSchema = z.object({ users: z.array(staffAccountSchema) });
export type StaffAccountList = z.infer<typeof staffAccountListSchema>;

export const staffAccountResultSchema = z.object({ user: staffAccountSchema });
export type StaffAccountResult = z.infer<typeof staffAccountResultSchema>;

/** `POST /api/admin/users`: a new account, with its first password. */
export const newStaffAccountSchema = z.object({
  email: emailAddressSchema,
  name: requiredLine('name', 100),
  role: z.enum(staffRoles, { error: 'Choose staff or admin.' }),
  password: newPasswordSchema,
});
export type NewStaffAccount = z.infer<typeof newStaffAccountSchema>;

/** `POST /api/admin/users/:id/reset-password`. */
export const resetPasswordSchema = z.object({ password: newPasswordSchema });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const staffAccountParamsSchema = z.object({ id: z.uuid({ error: 'There is no such account.' }) });

/** The longest signature a staff member may keep under their replies. */
export const signatureMaxLength = 500;

/**
 * A staff member's own settings (`GET`/`PUT /api/staff/profile`): the name customers and colleagues see ("Ada
 * Okafor answered your ticket"), the signature under their replies, and which mails the desk sends them.
 */
export const staffProfileSchema = z.extend(staffUserSchema, {
  signature: z.string(),
  notifyOnAssignment: z.boolean(),
  notifyOnCustomerReply: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffProfileResultSchema = z.object({ profile: staffProfileSchema });
export type StaffProfileResult = z.infer<typeof staffProfileResultSchema>;

/** `PUT /api/staff/profile`: the owner's name (one line), signature (empty for none) and mail settings. */
export const staffProfileChangeSchema = z.object({
  name: requiredLine('yourName', 100),
  signature: optionalText('signature', signatureMaxLength),
  notifyOnAssignment: z.boolean({ error: 'Choose whether to get a mail when a ticket is assigned to you.' }),
  notifyOnCustomerReply: z.boolean({ error: "Choose whether to get a mail when your ticket's customer replies." }),
});
export type StaffProfileChange = z.infer<typeof staffProfileChangeSchema>;
