/* What the file fields (FileField, FilesField) and the attachment list say about files, without their components. */

/**
 * A byte count for people: "812 bytes", "14 KB", "1.2 MB", "5 MB". Binary steps (1 MB = 1,048,576
 * bytes), the same the server's 5 MB limit uses.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb >= 10 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1).replace(/\.0$/, '')} MB`;
}

/** Does the file match an `accept` list (".pdf,.docx,image/*,application/pdf")? */
export function fileMatchesAccept(file: File, accept: string): boolean {
  const tokens = accept.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((t) =>
    t.startsWith('.') ? name.endsWith(t) : t.endsWith('/*') ? type.startsWith(t.slice(0, -1)) : type === t,
  );
}
