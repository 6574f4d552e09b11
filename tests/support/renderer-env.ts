import { parseRendererEnv } from '../../src-shared/config/renderer-env';

// Renderer code under test sees what a build gets (vite.web.config.ts puts it in as a
// constant): the local portal's settings.
Object.assign(globalThis, { __RENDERER_ENV__: parseRendererEnv('test', 'web', {}) });
