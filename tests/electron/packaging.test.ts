import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import desktopConfig from '../../electron.vite.config';

const require = createRequire(import.meta.url);
const config = parse(readFileSync('electron-builder.yml', 'utf8')) as Record<string, unknown> & {
  files: string[];
  asar?: boolean;
  mac: { hardenedRuntime: boolean; entitlements: string; notarize: boolean };
  electronFuses: Record<string, boolean>;
  icon: string;
};
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { main: string };

type Built = {
  build: {
    outDir: string;
    rollupOptions: { input: Record<string, string>; output?: { entryFileNames?: string } };
  };
};
/** electron-vite's build of the desktop app, as `npm run build:desktop` makes it. */
async function desktopBuild() {
  const made =
    typeof desktopConfig === 'function'
      ? await desktopConfig({ mode: 'local-portal', command: 'build' })
      : desktopConfig;
  return made as unknown as {
    main: Built;
    preload: Built;
    renderer: { build: { outDir: string } };
  };
}

/** Where electron-vite writes a part's first entry. */
function entryFile({ build }: Built, extension: string) {
  const [entry = 'index'] = Object.keys(build.rollupOptions.input);
  const name = build.rollupOptions.output?.entryFileNames ?? `[name]${extension}`;
  return `${build.outDir}/${name.replace('[name]', entry)}`;
}

describe('packaging configuration', () => {
  it('is a valid electron-builder configuration', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (c: unknown, logger: unknown) => Promise<void>;
    };
    const { DebugLogger } = require('builder-util/out/DebugLogger') as {
      DebugLogger: new (enabled: boolean) => unknown;
    };
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    // Loading electron-builder's schema alone takes seconds on a busy machine.
  }, 20_000);

  it('lets the packaged app start: main is the built main process, every output in the asar', async () => {
    const build = await desktopBuild();
    expect(packageJson.main).toBe(entryFile(build.main, '.js'));
    const runtimeFiles = [
      'package.json',
      packageJson.main,
      entryFile(build.preload, '.js'),
      `${relative(process.cwd(), build.renderer.build.outDir)}/index.html`,
    ];
    // electron-builder's own matcher decides what goes into the package.
    const { FileMatcher } = require('app-builder-lib/out/fileMatcher') as {
      FileMatcher: new (
        from: string,
        to: string,
        expand: (text: string) => string,
        patterns: string[],
      ) => { createFilter(): (file: string, stat: { isDirectory(): boolean }) => boolean };
    };
    const packed = new FileMatcher(
      process.cwd(),
      'app',
      (text) => text,
      config.files,
    ).createFilter();
    const isPacked = (file: string) =>
      packed(join(process.cwd(), file), { isDirectory: () => false });
    expect(runtimeFiles.filter((file) => !isPacked(file))).toEqual([]);
    expect(
      [
        'src-main/index.ts',
        'src-server/app.ts',
        'tests/e2e/electron.spec.ts',
        '.data/x.sqlite',
      ].filter(isPacked),
    ).toEqual([]);
    // The fuses load the app only from its asar and check that asar: it must be one.
    if (config.electronFuses.onlyLoadAppFromAsar) expect(config.asar).not.toBe(false);
  });

  it('signs macOS with the hardened runtime, entitlements and notarisation', () => {
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.notarize).toBe(true);
    expect(readFileSync(config.mac.entitlements, 'utf8')).toContain(
      'com.apple.security.cs.allow-jit',
    );
  });

  it('has an icon of 1024 × 1024 pixels', () => {
    const png = readFileSync(config.icon);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
  });
});

describe('secrets', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);

  it('commits no certificates or keys', () => {
    const certificates = tracked.filter((file) =>
      /\.(p12|pfx|pem|key|cer|crt|p8|mobileprovision|provisionprofile|keystore|jks)$/i.test(file),
    );
    expect(certificates).toEqual([]);
  });

  it('commits no private keys or signing passwords in any file', () => {
    const leaks = tracked.filter((file) => {
      if (!existsSync(file) || file.endsWith('.png') || file === 'package-lock.json') return false;
      const text = readFileSync(file, 'utf8');
      return (
        /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text) ||
        /(CSC_KEY_PASSWORD|APPLE_APP_SPECIFIC_PASSWORD|APPLE_API_KEY)\s*[:=]\s*['"]?[A-Za-z0-9+/]{6,}/.test(
          text,
        )
      );
    });
    expect(leaks).toEqual([]);
  });

  it('takes signing only from the environment, never from the configuration', () => {
    const text = readFileSync('electron-builder.yml', 'utf8');
    expect(text).not.toMatch(
      /^\s*(certificateFile|certificatePassword|cscLink|cscKeyPassword)\s*:/m,
    );
  });
});
