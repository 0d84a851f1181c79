/**
 * The Store API cart reading moved to src/shared/cart-format.ts (the shop widgets read it too); this
 * keeps the theme's import path.
 */
export * from '../../../../src/shared/cart-format';
