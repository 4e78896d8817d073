// Operating companies, customer companies ("corporate clients"), users and who belongs where.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { languageEnum, moduleEnum, opCoEnum } from './enums';

/**
 * What a Peppol e-invoice needs of a party beyond its address: its company registration (with its
 * ISO 6523 scheme, e.g. 0106 KVK, 0208 Belgian enterprise number) and its electronic address on
 * the Peppol network (scheme from the Peppol EAS list, e.g. 0208, 9930 DE VAT, 9945 PL VAT).
 */
const partyColumns = () => ({
  registrationScheme: text('registration_scheme'),
  registrationNumber: text('registration_number'),
  endpointScheme: text('endpoint_scheme'),
  endpointId: text('endpoint_id'),
});

export const opCos = pgTable('op_cos', {
  code: opCoEnum('code').primaryKey(),
  name: text('name').notNull(),
  defaultLanguage: languageEnum('default_language').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  domain: text('domain').notNull(),
  // What an invoice names as its issuer and where it is paid. Nullable: a database seeded before
  // 0022 has opCos without them (its documents then show none).
  legalName: text('legal_name'),
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
  /** ISO 3166 alpha-2. */
  countryCode: text('country_code'),
  vatNumber: text('vat_number'),
  iban: text('iban'),
  bic: text('bic'),
  ...partyColumns(),
  /** The response promised to a breakdown report, in hours, by urgency. */
  responseHoursDown: integer('response_hours_down').notNull().default(4),
  responseHoursProblems: integer('response_hours_problems').notNull().default(24),
  /** Until how many hours before an order's start (midnight in the opCo's time zone) its orderer may move its dates. */
  dateChangeCutoffHours: integer('date_change_cutoff_hours').notNull().default(24),
  /** How often an open contract line is invoiced, in days counted from its on-rent date (line-cost.ts, ADR 0021). */
  billingCycleDays: integer('billing_cycle_days').notNull().default(28),
});

export const corporateClients = pgTable('corporate_clients', {
  id: serial('id').primaryKey(),
  externalUuid: uuid('external_uuid').notNull().unique(),
  name: text('name').notNull(),
  opCo: opCoEnum('op_co').notNull().references(() => opCos.code),
  showPrices: boolean('show_prices').notNull().default(true),
  commerciallyBlocked: boolean('commercially_blocked').notNull().default(false),
  rentalContactPhone: text('rental_contact_phone'),
  rentalContactEmail: text('rental_contact_email'),
  /** Modules the rental company has switched on for the whole client. */
  modules: moduleEnum('modules').array().notNull().default(sql`'{}'`),
  /** Orders above this amount need a client-side approval (null: never). */
  orderApprovalThreshold: integer('order_approval_threshold'),
  /** Bumped by every change of the order settings (threshold, approver roles): optimistic locking. */
  settingsVersion: integer('settings_version').notNull().default(1),
  // The buyer on an e-invoice (issue 33): its legal address and VAT number. Nullable like the
  // opCo's legal details; a client without them gets no e-invoice.
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
  /** ISO 3166 alpha-2. */
  countryCode: text('country_code'),
  vatNumber: text('vat_number'),
  ...partyColumns(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes sign-in lookups exact. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    preferredLanguage: languageEnum('preferred_language').notNull().default('en-US'),
    /** Back-office staff of the rental company (may set availability). */
    staff: boolean('staff').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** False for an invited user until they set a password from the invitation mail. */
    passwordSet: boolean('password_set').notNull().default(true),
    /** Bumped by every profile change the user makes (optimistic concurrency between tabs). */
    version: integer('version').notNull().default(1),
    /** Bumped by every save of the notification preferences (their own optimistic concurrency). */
    notificationPrefsVersion: integer('notification_prefs_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const rights = pgTable('rights', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('roles_client_idx').on(t.clientId), uniqueIndex('roles_client_name_idx').on(t.clientId, sql`lower(${t.name})`)],
);

export const roleRights = pgTable(
  'role_rights',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    rightCode: text('right_code').notNull().references(() => rights.code),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.rightCode] })],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    /** Modules granted to this user; the active set is this intersected with the client's. */
    modules: moduleEnum('modules').array().notNull().default(sql`'{}'`),
    /** Deactivating a member ends their access to this client (their other clients stay). */
    active: boolean('active').notNull().default(true),
    /** Who invited them, when (null for members the rental company set up). */
    invitedBy: integer('invited_by').references(() => users.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /**
     * When the person agreed to be a member; null while an invitation waits for their answer. A
     * waiting membership gives no access and lists no company (issue 31: inviting an existing
     * account used to add it at once). The default covers members the rental company sets up.
     */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).defaultNow(),
    /**
     * The name the inviter typed. Until the invitation is accepted the company sees this, never
     * the name on the account, which may be another company's person.
     */
    invitedFirstName: text('invited_first_name'),
    invitedLastName: text('invited_last_name'),
    /** Bumped by every change of roles or status: a write sends the version it was based on. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('memberships_user_client_idx').on(t.userId, t.clientId), index('memberships_client_idx').on(t.clientId)],
);

/** A member's roles in the client: their rights are the union of these roles' rights. */
export const membershipRoles = pgTable(
  'membership_roles',
  {
    membershipId: integer('membership_id').notNull().references(() => memberships.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.roleId] }), index('membership_roles_role_idx').on(t.roleId)],
);
