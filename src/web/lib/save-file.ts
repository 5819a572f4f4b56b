/** Hands a file the page fetched to the browser's downloads, under that name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; the URL would otherwise hold it until the page closes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
