import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One ingredient line as stored: the amount exactly as the cook wrote it, and the name. */
export interface StoredIngredient {
  name: string;
  amount: string;
}

/** The rating a recipe carried where it came from (a site's visitors), never anyone's review here. */
export interface StoredSourceRating {
  /** On the source's own scale, out of `best`. */
  value: number;
  best: number;
  /** How many rated it there, when the source says. */
  count: number | null;
  /** Where: the source's host ("allrecipes.com"), when known. */
  site: string | null;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    unitSystem: text('unit_system').notNull().default('imperial'),
    language: text('language').notNull().default('en'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    // Households: a person belongs to one household at a time (see the households table below).
    householdId: uuid('household_id').references((): AnyPgColumn => households.id, { onDelete: 'set null' }),
    householdRole: text('household_role').notNull().default('owner'),
    householdJoinedAt: timestamp('household_joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Visibility of new recipes: private, household or public. */
    defaultRecipeVisibility: text('default_recipe_visibility').notNull().default('private'),
    /** The instance's administrator: the first account, or one made with `tempero create-user --admin`. */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_oidc_unique').on(t.oidcIssuer, t.oidcSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every app instance (login failures, AI routes, etc.). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    difficulty: text('difficulty').notNull().default('Medium'),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tips: jsonb('tips')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    prepTime: integer('prep_time').notNull().default(0),
    cookTime: integer('cook_time').notNull().default(0),
    servings: integer('servings').notNull().default(1),
    ingredients: jsonb('ingredients')
      .$type<StoredIngredient[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    instructions: jsonb('instructions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    imageUrl: text('image_url'),
    sourceUrl: text('source_url'),
    /** An imported recipe's rating at its source ("4.6 by 1,743 on allrecipes.com"); null otherwise. */
    sourceRating: jsonb('source_rating').$type<StoredSourceRating>(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /** Households: readable by the members of the owner's household (kept equal to the owner's). */
    sharedWithHousehold: boolean('shared_with_household').notNull().default(false),
    householdId: uuid('household_id').references((): AnyPgColumn => households.id, { onDelete: 'set null' }),
    originalUnitSystem: text('original_unit_system').notNull().default('imperial'),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists' default order (newest, ties by id; read backwards for oldest): with the id in the
    // index a page is read in order and stops at its LIMIT instead of sorting every recipe of the
    // user. NULLS FIRST as `ORDER BY … DESC` has it, or the planner cannot use the index's order.
    index('recipes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('recipes_user_favorite_idx').on(
      t.userId,
      t.isFavorite,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('recipes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('recipes_user_title_idx').on(t.userId, sql`lower(${t.title})`),
    index('recipes_user_total_time_idx').on(t.userId, sql`(${t.prepTime} + ${t.cookTime})`),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    icon: text('icon').notNull(),
    householdId: uuid('household_id').references((): AnyPgColumn => households.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('collections_user_idx').on(t.userId, t.createdAt.desc()),
    index('collections_household_idx').on(t.householdId),
  ],
);

export const collectionRecipes = pgTable(
  'collection_recipes',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.recipeId] }), index('collection_recipes_recipe_idx').on(t.recipeId)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: doublePrecision('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ratings_recipe_user_unique').on(t.recipeId, t.userId), index('ratings_user_idx').on(t.userId)],
);

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    householdId: uuid('household_id').references((): AnyPgColumn => households.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('meal_plans_user_start_idx').on(t.userId, t.startDate),
    index('meal_plans_household_start_idx').on(t.householdId, t.startDate),
  ],
);

export const mealPlanItems = pgTable(
  'meal_plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealPlanId: uuid('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    mealDate: date('meal_date', { mode: 'string' }).notNull(),
    mealType: text('meal_type').notNull(),
    servings: integer('servings').notNull().default(2),
    notes: text('notes'),
    completed: boolean('completed').notNull().default(false),
    householdId: uuid('household_id').references((): AnyPgColumn => households.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('meal_plan_items_user_date_idx').on(t.userId, t.mealDate),
    index('meal_plan_items_household_date_idx').on(t.householdId, t.mealDate),
  ],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: text('amount').notNull().default(''),
    checked: boolean('checked').notNull().default(false),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    recipeTitle: text('recipe_title'),
    householdId: uuid('household_id').references((): AnyPgColumn => households.id, { onDelete: 'cascade' }),
    /** When `checked` last changed on the client that made the change: the last write wins. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The planned meals this line was bought for: building the list from the plan again adds them once. */
    mealItemIds: uuid('meal_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('shopping_list_items_user_idx').on(t.userId, t.createdAt),
    index('shopping_list_items_household_idx').on(t.householdId, t.createdAt),
  ],
);

/** Signed, expiring, single-use upload slots; the object key never reveals the user. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull(),
    purpose: text('purpose').notNull(),
    contentType: text('content_type'),
    size: integer('size'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_object_key_unique').on(t.objectKey), index('uploads_user_idx').on(t.userId)],
);

/** Every stored object a user owns (renditions of recipe images, previews), so deletion finds them all. */
export const storedObjects = pgTable(
  'stored_objects',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_objects_user_idx').on(t.userId), index('stored_objects_recipe_idx').on(t.recipeId)],
);

/* ---------- Kitchen: pantry, staples, calendar feed (issue 23) ---------- */

/** What a cook has at home: a name, an amount as written, and an optional best-before date. */
export const pantryItems = pgTable(
  'pantry_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: text('amount').notNull().default(''),
    bestBefore: date('best_before', { mode: 'string' }),
    runningLow: boolean('running_low').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pantry_items_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Per-user kitchen settings: the staples "what can I make?" ignores (null = the defaults), the
 * salt of the calendar feed's secret, and the times each kind of meal shows at in the calendar.
 */
export const kitchenSettings = pgTable('kitchen_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  staples: jsonb('staples').$type<string[]>(),
  /** Random per-user salt of the feed token (the token is an HMAC of it under the server secret). */
  calendarNonce: text('calendar_nonce'),
  mealTimes: jsonb('meal_times').$type<Record<string, string>>(),
  timeZone: text('time_zone'),
  updatedAt: updatedAt(),
});

// ---- Import from other apps (issue 24): background jobs and the fingerprints that stop duplicates.

/** One import of another app's export: the uploaded file, its preview, progress and report. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: doublePrecision('file_size').notNull().default(0),
    /** uploaded → ready (previewed) → running → done; failed when the file cannot be imported. */
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    preview: jsonb('preview'),
    report: jsonb('report'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Which imported recipe came from which source recipe (a fingerprint), so a second import adds nothing. */
export const importedRecipes = pgTable(
  'imported_recipes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] }), index('imported_recipes_recipe_idx').on(t.recipeId)],
);

// Households: a family shares its plan, its shopping list, its collections and the recipes marked
// for the household. Membership (role, joined time) lives on users: one household at a time.
export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().default(''),
  createdAt: createdAt(),
});

/** Invitation codes: expire after 7 days, used once, revocable by the owner. */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('household_invitations_code_unique').on(t.code),
    index('household_invitations_household_idx').on(t.householdId),
  ],
);

// ---- Integrations (issue 34): personal API tokens, webhooks and their delivery queue.

/** A personal API token: only its hash is stored; `prefix` lets the owner tell tokens apart. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** read or read-write. */
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_unique').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/** A URL told about changes to its owner's data (and the household's shared data). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Event types it receives. */
    events: jsonb('events').$type<string[]>().notNull(),
    /** Salt of the signing secret (the secret is an HMAC of it under the server secret). */
    secretNonce: text('secret_nonce').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_user_idx').on(t.userId)],
);

/**
 * One event to send to one webhook: the queue (every app server takes work from it, one at a time
 * per webhook, in `seq` order) and the delivery log the owner reads.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of the events of one webhook. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /**
     * For an event of a household's shared data: that household. The delivery is sent only while
     * the webhook's owner is still a member of it (checked when it is taken from the queue).
     */
    householdId: uuid('household_id').references((): AnyPgColumn => households.id, { onDelete: 'cascade' }),
    /** The exact JSON body sent (signed as is). */
    payload: text('payload').notNull(),
    /** pending → delivered, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a server until then (a server that dies mid-delivery leaves it to the others). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_webhook_seq_idx').on(t.webhookId, t.seq),
    index('webhook_deliveries_pending_idx')
      .on(t.webhookId, t.seq)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Sign-up invitations (SIGNUPS=invite): made by an administrator (profile or `tempero invite`),
 * used once, until they expire. Only a hash of the code is kept: the code is shown once.
 */
export const signupInvites = pgTable(
  'signup_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    /** The administrator who made it (null: the command line). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('signup_invites_code_hash_unique').on(t.codeHash)],
);
