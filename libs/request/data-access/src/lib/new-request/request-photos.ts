// Photos follow the request, one call each (`POST /requests/:id/photos`, the image as the body):
// a refused or lost photo is named and the others are kept.
import { requestPhotoSchema, type RequestPhoto } from '@portal/shared-api-contract';
import { describeFailure, sessionClient, type ApiClient, type Session } from '@portal/shared-data-access-http';

/** Why a photo was not stored: the API's code, or `failed` when there was no answer. */
export type PhotoRefusal = 'photo_type' | 'photo_too_large' | 'too_many_photos' | 'failed';

/** One photo's outcome; `file` is the one the user chose, so the screen can name it. */
export type PhotoResult = { file: File; photo: RequestPhoto } | { file: File; refusal: PhotoRefusal };

export async function uploadRequestPhoto(api: ApiClient, session: Session, requestId: number, file: File): Promise<RequestPhoto> {
  const { http, config } = sessionClient(api, session);
  const headers = { 'Content-Type': file.type };
  const { data } = await http.post(`${config.apiUrlRequest}/requests/${requestId}/photos`, file, { headers });
  return requestPhotoSchema.parse(data);
}

export function photoRefusalOf(error: unknown): PhotoRefusal {
  const failure = describeFailure(error);
  if (failure.kind !== 'problem') return 'failed';
  const { status, code } = failure.problem;
  if (status === 413 || code === 'photo_too_large') return 'photo_too_large';
  if (code === 'photo_type' || code === 'too_many_photos') return code;
  return 'failed';
}

/** Sends the photos one after another (the API counts them), each failure kept with its file. */
export async function uploadRequestPhotos(api: ApiClient, session: Session, requestId: number, files: readonly File[]): Promise<PhotoResult[]> {
  const results: PhotoResult[] = [];
  for (const file of files) {
    try {
      results.push({ file, photo: await uploadRequestPhoto(api, session, requestId, file) });
    } catch (error) {
      results.push({ file, refusal: photoRefusalOf(error) });
    }
  }
  return results;
}
