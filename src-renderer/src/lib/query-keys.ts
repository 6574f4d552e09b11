/**
 * Query keys shared by more than one feature. Everything about the signed-in user (profile,
 * points) lives under `me`, so one invalidation after a change that touches the user (an
 * order that redeems points, a settings save) refreshes every view of it together.
 */
export const meKey = ['me'] as const;
