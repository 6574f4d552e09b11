// wall: src-shared imports no hono
// lint as: src-shared/domain/probe.ts
// refused by: no-restricted-imports
import 'hono';
