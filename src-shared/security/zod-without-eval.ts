import { z } from 'zod';

/**
 * zod compiles a fast parser for object schemas with `new Function`, and before the first
 * object parse it probes whether that is allowed by calling `Function('')`. Under the
 * renderer's Content Security Policy (no 'unsafe-eval', see csp.ts) the probe fails quietly but
 * the browser still reports an `eval` violation on every page. In jitless mode zod neither
 * probes nor compiles. Imported for its effect by the renderer's API client, through which
 * every page parses; it must run before the first parse.
 */
z.config({ jitless: true });
