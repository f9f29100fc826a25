import { getRoot, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { BrandConfig } from '../../config/types';

/** The frozen brand config held by the RootStore, read from any node of the tree. */
export function configOf(node: IAnyStateTreeNode): BrandConfig {
  const root = getRoot<{ config?: BrandConfig }>(node);
  if (!root.config) throw new Error('configOf: the store tree has no brand config (RootStore.create needs `config`)');
  return root.config;
}
