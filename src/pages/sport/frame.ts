/** The sport frame's pure parts live beside their store (models/sportFrame); the router names its route family type from here. */
export type { SportRoute } from '../../models/sportFrame';
