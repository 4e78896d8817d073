// Reading and saving a user's notification preferences (issue 34): every topic with the saved
// choice or the default (preferences.ts), and saves that bump the user's own version, so two tabs
// (or a tab and an unsubscribe link) never silently undo each other.
import { notificationTopics, type NotificationPreferences, type NotificationTopic, type TopicPreference } from '@portal/shared-api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, users } from '../../db/schema';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { wantsSql } from './preferences';

/** Every topic as the user gets it now, and the version a save must name; null for no such user. */
export async function readPreferences(db: Db, userId: number): Promise<NotificationPreferences | null> {
  const list = Object.fromEntries(notificationTopics.flatMap((topic) => [[`${topic}:mail`, wantsSql(topic, 'mail')], [`${topic}:portal`, wantsSql(topic, 'portal')]]));
  const [row] = await selectRows(db, columns({ version: sql<number>`u.notification_prefs_version`, ...list }), sql`FROM users u WHERE u.id = ${userId}`);
  if (!row) return null;
  const wanted = row as unknown as Record<string, boolean>;
  return { version: row.version, topics: notificationTopics.map((topic) => ({ topic, mail: wanted[`${topic}:mail`]!, portal: wanted[`${topic}:portal`]! })) };
}

/**
 * Saves `topics` if the user's version is still `version` (one conditional update claims it), then
 * upserts their rows; false when someone saved first. Topics not named keep what they were.
 */
export async function savePreferences(db: Db, userId: number, version: number, topics: readonly TopicPreference[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const bumped = await tx.update(users).set({ notificationPrefsVersion: sql`${users.notificationPrefsVersion} + 1` })
      .where(and(eq(users.id, userId), eq(users.notificationPrefsVersion, version))).returning({ id: users.id });
    if (!bumped.length) return false;
    for (const { topic, mail, portal } of topics) {
      await tx.insert(notificationPreferences).values({ userId, topic, mail, portal })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.topic], set: { mail, portal, updatedAt: sql`now()` } });
    }
    return true;
  });
}

/** Turns one topic's mail off (the unsubscribe link), keeping its portal choice; bumps the version so an open profile tab hears of it. */
export async function turnMailOff(db: Db, userId: number, topic: NotificationTopic): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await selectRows(tx, columns({ portal: wantsSql(topic, 'portal') }), sql`FROM users u WHERE u.id = ${userId} FOR UPDATE`);
    if (!row) return;
    await tx.update(users).set({ notificationPrefsVersion: sql`${users.notificationPrefsVersion} + 1` }).where(eq(users.id, userId));
    await tx.insert(notificationPreferences).values({ userId, topic, mail: false, portal: row.portal })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.topic], set: { mail: false, updatedAt: sql`now()` } });
  });
}
