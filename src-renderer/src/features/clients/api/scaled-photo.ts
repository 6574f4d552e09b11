/** The longest side of a photo as sent: the dossier's PDF shows it small, the server allows 2000. */
const MAX_SIDE = 1600;

/**
 * A phone's photo scaled down to at most 1600 pixels a side as a JPEG, so it stays well under
 * the server's limits; a small photo, or one the browser cannot draw, is sent as it is (the
 * server then says what is wrong with it).
 */
export async function scaledPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size < 1024 * 1024) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
  return blob ?? file;
}
