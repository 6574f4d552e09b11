/** A message as multipart form data: text fields plus files under `bijlagen`. */
export function messageFormData(fields: Record<string, string | undefined>, files: File[]) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) data.append(key, value);
  for (const file of files) data.append('bijlagen', file, file.name);
  return data;
}
