/**
 * Classes for a block that may start below the fold (issue 16): `content-visibility: auto` lets
 * the browser skip its style, layout and paint until it nears the viewport, so a screen's first
 * layout (and the one after its data arrives) only costs what is on screen. It stays in the
 * accessibility tree and find-in-page. It also applies paint containment, which would clip
 * shadows and focus rings at the block's edge: the clip margin leaves them room.
 *
 * Pair it with a `[contain-intrinsic-size:auto_<height>]` class at the call site (a literal, so
 * Tailwind sees it): the placeholder height until the block is first laid out; `auto` then keeps
 * its real size once it has been.
 */
export const LAZY_LAYOUT = '[content-visibility:auto] [overflow-clip-margin:8px]'
