/**
 * Hands a file made in the page to the browser as a download: the participant's calendar
 * event, the organiser's list of participants, the sign-up link's QR code.
 */
export function saveFile(
  content: BlobPart,
  { fileName, type }: { fileName: string; type: string },
) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the browser has taken the file by then.
  window.setTimeout(() => URL.revokeObjectURL(url));
}
