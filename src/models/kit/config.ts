import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { BrandConfig } from '../../config/types';
import { neighboursOf } from './neighbours';

/** The frozen brand config held by the RootStore, read from any node of the tree. */
export function configOf(node: IAnyStateTreeNode): BrandConfig {
  return neighboursOf(node).config;
}
