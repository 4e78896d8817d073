export { ProfileSection } from './lib/ProfileSection';
export type { ProfileSectionProps } from './lib/ProfileSection';
export { DeviceList } from './lib/DeviceList';
export type { DeviceListProps } from './lib/DeviceList';
export { deviceName } from './lib/device-name';
export { NotificationTopicTable } from './lib/NotificationTopicTable';
export type { NotificationTopicTableProps } from './lib/NotificationTopicTable';
export { topicLabel } from './lib/topic-label';
