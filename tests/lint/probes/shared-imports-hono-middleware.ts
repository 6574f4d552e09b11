// wall: src-shared imports no @hono/* package
// lint as: src-shared/schemas/probe.ts
// refused by: no-restricted-imports
import '@hono/zod-validator';
