export {
  Workspace,
  type WorkspaceRootProps,
  type WorkspaceTopBarProps,
  type WorkspaceNavProps,
  type WorkspaceNavGroupProps,
  type WorkspaceNavItemProps,
  type WorkspaceSplitProps,
  type WorkspaceListItemProps,
  type WorkspaceBackLinkProps,
} from './Workspace.tsx';
