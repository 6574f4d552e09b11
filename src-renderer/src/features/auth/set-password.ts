import { env } from '@/config/env';

/**
 * Firebase's own password-reset call over REST. The SDK's functions for it would be bundled
 * into the first page (the SDK lives there), for a page almost nobody opens.
 */
async function resetPassword(body: Record<string, string>): Promise<{ email?: string }> {
  const host = env.authEmulatorUrl
    ? `${env.authEmulatorUrl}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const response = await fetch(
    `${host}/v1/accounts:resetPassword?key=${encodeURIComponent(env.firebase.apiKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error('De code is ongeldig of verlopen.');
  return (await response.json()) as { email?: string };
}

/** The e-mail address a set-password code belongs to; rejects when it is used or expired. */
export async function emailOfCode(code: string): Promise<string> {
  const { email } = await resetPassword({ oobCode: code });
  if (!email) throw new Error('De code is ongeldig of verlopen.');
  return email;
}

export async function setPasswordWithCode(code: string, password: string): Promise<void> {
  await resetPassword({ oobCode: code, newPassword: password });
}
