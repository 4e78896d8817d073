// The selected client's users (members) and roles: `/company/users`, `/company/roles` (see company.ts).
import { z } from 'zod';
import { formText, pageOf, pageQuerySchema, personName, rightSchema } from './common';
import { archivedAndVersion, companyVersionSchema, emailSchema } from './company';
import { dbIdSchema, queryBooleanSchema, searchTextSchema } from './overview';
import { companyLimits as L, memberStatuses } from './vocabulary';
// ---------------------------------------------------------------------------------------------
// Users: /company/users (the client's members; ids are user ids)
// ---------------------------------------------------------------------------------------------

export const memberStatusSchema = z.enum(memberStatuses);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const roleRefSchema = z.object({ id: z.number().int(), name: z.string(), archived: z.boolean() });
export type RoleRef = z.infer<typeof roleRefSchema>;

export const memberSchema = z.object({
  /** The membership's id (one person has one per company; an invitation answers a new one either way). */
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(roleRefSchema),
  status: memberStatusSchema,
  /** When the invitation was sent (null for members the rental company set up). */
  invitedAt: z.string().nullable(),
  /** The caller themselves: they cannot deactivate themselves. */
  self: z.boolean(),
  /** `Only these projects` (issue 35 point 6): the projects the user is limited to; null for all. */
  projectIds: z.array(z.number().int()).nullable(),
  version: z.number().int(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberFilterSchema = z.object({
  /** Name or email. */
  q: searchTextSchema.optional(),
  status: memberStatusSchema.optional(),
  roleId: dbIdSchema.optional(),
});
export const memberListQuerySchema = pageQuerySchema.extend(memberFilterSchema.shape);
export type MemberFilter = z.input<typeof memberFilterSchema>;
export type MemberListQuery = z.input<typeof memberListQuerySchema>;
export const memberPageSchema = pageOf(memberSchema);
export type MemberPage = z.infer<typeof memberPageSchema>;

/** The client's roles by name, for the users page's filter and role choice (every member reads). */
export const roleOptionListSchema = z.object({ items: z.array(roleRefSchema) });
export type RoleOptionList = z.infer<typeof roleOptionListSchema>;

const roleIdsSchema = z
  .array(dbIdSchema)
  .min(1, 'Choose at least one role')
  .max(L.maxRolesPerUser)
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST /company/users` with `Idempotency-Key`: invites by email. A new person gets an invitation
 * mail with a link to set a password (valid `companyLimits.invitationDays`); someone who already
 * has an account joins the client at once. 409 `already_member` when they are one.
 */
export const invitationSchema = z
  .object({
    email: emailSchema,
    firstName: personName(L.maxName),
    lastName: personName(L.maxName),
    roleIds: roleIdsSchema,
  })
  .strict();
export type Invitation = z.input<typeof invitationSchema>;

/** `PUT /company/users/:id/roles`: 409 `last_manager` when no one would keep MANAGE_ROLES_AND_USERS. */
export const memberRolesUpdateSchema = z.object({ roleIds: roleIdsSchema, version: companyVersionSchema }).strict();
export type MemberRolesUpdate = z.input<typeof memberRolesUpdateSchema>;

/**
 * `PUT /company/users/:id/projects`: limit a user to some of the client's projects (null: all).
 * Such a user sees and acts only on those projects' records; every other one answers 404.
 */
export const memberProjectsUpdateSchema = z
  .object({
    projectIds: z
      .array(dbIdSchema)
      .min(1, 'Choose at least one project')
      .max(L.maxProjectsPerUser)
      .transform((ids) => [...new Set(ids)])
      .nullable(),
    version: companyVersionSchema,
  })
  .strict();
export type MemberProjectsUpdate = z.input<typeof memberProjectsUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Roles: /company/roles (MANAGE_ROLES_AND_USERS only)
// ---------------------------------------------------------------------------------------------

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rights: z.array(rightSchema),
  /** Active members holding the role. */
  memberCount: z.number().int(),
  ...archivedAndVersion,
});
export type Role = z.infer<typeof roleSchema>;
/** Every role of the client (archived ones only with archived=true); roles are few: no pages. */
export const roleListSchema = z.object({ items: z.array(roleSchema) });
export type RoleList = z.infer<typeof roleListSchema>;

/** `GET /company/roles/rights`: the rights a role of this client can hold (those of its modules). */
export const offeredRightsSchema = z.object({ rights: z.array(rightSchema) });
export type OfferedRights = z.infer<typeof offeredRightsSchema>;
export const roleListQuerySchema = z.object({ archived: queryBooleanSchema.optional() });

const roleFields = z.object({
  /** Unique within the client, ignoring case: 409 `name_taken`. */
  name: formText(L.maxRoleName),
  rights: z.array(rightSchema).max(20).transform((r) => [...new Set(r)]),
});
/** `POST /company/roles` with `Idempotency-Key`. */
export const roleInputSchema = roleFields.strict();
export type RoleInput = z.input<typeof roleInputSchema>;
/** `PUT /company/roles/:id`: rename and set its rights (409 `last_manager`, `name_taken`). */
export const roleUpdateSchema = roleFields.extend({ version: companyVersionSchema }).strict();
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

/** `GET /company/roles/:id/archive-impact`: who loses which rights when the role is archived. */
export const roleArchiveImpactSchema = z.object({
  members: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), loses: z.array(rightSchema) })),
});
export type RoleArchiveImpact = z.infer<typeof roleArchiveImpactSchema>;
