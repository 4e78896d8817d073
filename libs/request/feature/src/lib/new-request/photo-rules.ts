// The API's photo limits, checked in the browser before anything is sent: a refused file is named
// and the rest of the form (and the other photos) stays. The API checks the content again.
import { requestLimits } from '@portal/shared-api-contract/vocabulary';

export type PhotoProblem = 'type' | 'size' | 'count';

/** Which of the newly chosen files can join the `kept` ones, and why the others cannot. */
export function checkPhotos(kept: number, files: readonly File[]): { accepted: File[]; refused: { file: File; problem: PhotoProblem }[] } {
  const accepted: File[] = [];
  const refused: { file: File; problem: PhotoProblem }[] = [];
  for (const file of files) {
    if (!(requestLimits.photoTypes as readonly string[]).includes(file.type)) refused.push({ file, problem: 'type' });
    else if (file.size > requestLimits.maxPhotoBytes) refused.push({ file, problem: 'size' });
    else if (kept + accepted.length >= requestLimits.maxPhotos) refused.push({ file, problem: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}
