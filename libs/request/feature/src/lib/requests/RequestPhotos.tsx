import { useLingui } from '@lingui/react/macro';
import { Box, Image, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useRequestPhotoUrl } from '@portal/request-data-access';
import type { RequestDetail, RequestPhoto } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

/** Props of RequestPhotos: the session (the photos need its client header) and the request. */
export interface RequestPhotosProps {
  session: Session;
  request: RequestDetail;
}

function Thumbnail({ session, request, photo, alt }: { session: Session; request: RequestDetail; photo: RequestPhoto; alt: string }) {
  const { t } = useLingui();
  const { url, failed } = useRequestPhotoUrl(session, request.id, photo.id);
  if (failed) return <Text size="sm" c="dimmed">{t`This photo could not be loaded.`}</Text>;
  // The same box while loading and after: the page does not jump when the image arrives.
  return (
    <Box style={{ aspectRatio: '4 / 3' }}>
      {url ? <Image src={url} alt={alt} radius="sm" h="100%" w="100%" fit="cover" /> : <Skeleton h="100%" />}
    </Box>
  );
}

/** The photos of a damage report as thumbnails, each with a text alternative. */
export function RequestPhotos({ session, request }: RequestPhotosProps) {
  const { t } = useLingui();
  const total = request.photos.length;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" maw={600}>
      {request.photos.map((photo, index) => {
        const n = index + 1;
        return <Thumbnail key={photo.id} session={session} request={request} photo={photo} alt={t`Photo ${n} of ${total} of request ${request.number}`} />;
      })}
    </SimpleGrid>
  );
}
