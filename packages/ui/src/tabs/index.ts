export { Tab, TabList, TabPanel, Tabs } from './tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './tabs';
