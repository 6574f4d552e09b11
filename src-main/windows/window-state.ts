import { z } from 'zod';

export const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(10_000),
  height: z.number().int().min(300).max(10_000),
  maximized: z.boolean().default(false),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 860, maximized: false };

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The remembered size and place of the window, if it is still valid and at least partly on
 * one of the screens there are now (a monitor may have been unplugged since).
 */
export function restoreWindowState(stored: unknown, displays: Rectangle[]): WindowState {
  const parsed = windowStateSchema.safeParse(stored);
  if (!parsed.success) return DEFAULT_WINDOW_STATE;
  const state = parsed.data;
  if (state.x === undefined || state.y === undefined) return state;
  const { x, y } = state;
  const visible = displays.some(
    (d) => x + 100 > d.x && x < d.x + d.width - 100 && y >= d.y - 10 && y < d.y + d.height - 100,
  );
  return visible ? state : { width: state.width, height: state.height, maximized: state.maximized };
}
