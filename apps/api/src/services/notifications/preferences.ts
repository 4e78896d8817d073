// Whether a user wants a topic by mail or in the portal (issue 34): their saved choice, else the
// defaults of the contract. One SQL definition, so choosing recipients stays one query.
import { defaultTopicChannels, mailOnlyTopics, type NotificationTopic } from '@portal/shared-api-contract';
import { sql, type SQL } from 'drizzle-orm';

export type Channel = 'mail' | 'portal';

/** SQL default for a topic without a saved row; the digest defaults on for users of the order module. */
function defaultFor(topic: NotificationTopic, channel: Channel, userAlias: string): SQL<boolean> {
  if (channel === 'portal' && mailOnlyTopics.includes(topic)) return sql<boolean>`false`;
  const preset = defaultTopicChannels[topic];
  if (preset) return preset[channel] ? sql<boolean>`true` : sql<boolean>`false`;
  return sql<boolean>`EXISTS (
    SELECT 1 FROM memberships dm JOIN corporate_clients dc ON dc.id = dm.client_id
    WHERE dm.user_id = ${sql.raw(userAlias)}.id AND dm.active AND dm.accepted_at IS NOT NULL
      AND 'order' = ANY(dm.modules) AND 'order' = ANY(dc.modules))`;
}

/** SQL: the user `userAlias` (a users row in the query) wants `topic` on `channel`. */
export function wantsSql(topic: NotificationTopic, channel: Channel, userAlias = 'u'): SQL<boolean> {
  const column = sql.raw(channel === 'mail' ? 'np.mail' : 'np.portal');
  return sql<boolean>`COALESCE(
    (SELECT ${column} FROM notification_preferences np WHERE np.user_id = ${sql.raw(userAlias)}.id AND np.topic = ${topic}),
    ${defaultFor(topic, channel, userAlias)})`;
}
