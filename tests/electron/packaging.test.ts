import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const config = parse(readFileSync('electron-builder.yml', 'utf8')) as Record<string, unknown> & {
  win: { target: { target: string }[] };
  mac: {
    target: { target: string }[];
    hardenedRuntime: boolean;
    entitlements: string;
    notarize: boolean;
  };
  linux: { target: string[] };
  electronFuses: Record<string, boolean>;
  icon: string;
};

describe('packaging configuration', () => {
  it('is a valid electron-builder configuration', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (c: unknown, logger: unknown) => Promise<void>;
    };
    const { DebugLogger } = require('builder-util/out/DebugLogger') as {
      DebugLogger: new (enabled: boolean) => unknown;
    };
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds NSIS for Windows, a dmg for macOS, AppImage and deb for Linux', () => {
    expect(config.appId).toBe('nl.warmteportaal.desktop');
    expect(config.productName).toBe('Warmteportaal');
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis']);
    expect(config.mac.target.map((t) => t.target)).toEqual(['dmg']);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
  });

  it('signs macOS with the hardened runtime, entitlements and notarisation', () => {
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.notarize).toBe(true);
    expect(readFileSync(config.mac.entitlements, 'utf8')).toContain(
      'com.apple.security.cs.allow-jit',
    );
  });

  it('flips the Electron fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
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
