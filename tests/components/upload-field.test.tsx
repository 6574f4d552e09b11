import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadField } from '@/components/upload-field';
import { ApiRequestError } from '@/lib/api-client';

const photo = new File(['png'], 'typeplaatje.png', { type: 'image/png' });

function renderField(upload: { isPending: boolean; error: Error | null }) {
  const onFile = vi.fn();
  render(
    <UploadField
      label="Foto's"
      hint="Een jpg of png."
      accept="image/jpeg,image/png"
      upload={upload}
      failed="De foto kon niet worden opgeslagen."
      onFile={onFile}
    />,
  );
  return { onFile, input: screen.getByLabelText("Foto's") };
}

describe('UploadField (kit)', () => {
  it('hands the chosen file on at once, with the input to clear', async () => {
    const { onFile, input } = renderField({ isPending: false, error: null });
    await userEvent.upload(input, photo);
    expect(onFile).toHaveBeenCalledWith(photo, input);
  });

  it('is disabled while the upload runs', () => {
    const { input } = renderField({ isPending: true, error: null });
    expect(input).toBeDisabled();
  });

  it("says the API's reason when the upload is refused", () => {
    const refused = new ApiRequestError(413, 'te_groot', 'De foto is te groot.');
    renderField({ isPending: false, error: refused });
    expect(screen.getByLabelText("Foto's")).toHaveAccessibleDescription(
      'De foto is te groot. Een jpg of png.',
    );
  });

  it('says its own reason when the upload failed without one from the API', () => {
    const { input } = renderField({ isPending: false, error: new Error('Failed to fetch') });
    expect(input).toHaveAccessibleDescription(
      'De foto kon niet worden opgeslagen. Een jpg of png.',
    );
  });
});
