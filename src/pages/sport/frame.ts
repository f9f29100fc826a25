/** The sport frame's pure parts live beside their store (models/shell/sportFrame); the router names its route family type from here. */
export type { SportRoute } from '../../models/shell/sportFrame';
