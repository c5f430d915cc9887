export {
  Tabs,
  type TabsRootProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './Tabs.tsx';
export { LinkTabs, type LinkTab, type LinkTabsProps } from './LinkTabs.tsx';
