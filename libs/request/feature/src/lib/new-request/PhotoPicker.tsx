import { useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { useEffect, useState } from 'react';
import { checkPhotos, type PhotoProblem } from './photo-rules';

/** Props of PhotoPicker: the photos kept so far and how to change them. */
export interface PhotoPickerProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
}

const { maxPhotos, maxPhotoBytes } = requestLimits;
const maxMegabytes = maxPhotoBytes / 1024 / 1024;

/** Up to 3 JPEG or PNG photos of at most 5 MB, with previews; a refused file is named, the others stay. */
export function PhotoPicker({ photos, onChange }: PhotoPickerProps) {
  const { t } = useLingui();
  const [refused, setRefused] = useState<{ file: File; problem: PhotoProblem }[]>([]);
  const why = ({ file, problem }: { file: File; problem: PhotoProblem }) =>
    problem === 'type'
      ? t`${file.name} is not a JPEG or PNG photo.`
      : problem === 'size'
        ? t`${file.name} is larger than ${maxMegabytes} MB.`
        : t`${file.name} was not added: at most ${maxPhotos} photos.`;
  const add = (files: File[]) => {
    const checked = checkPhotos(photos.length, files);
    setRefused(checked.refused);
    if (checked.accepted.length > 0) onChange([...photos, ...checked.accepted]);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>{t`Photos (optional)`}</Text>
      <Text size="sm" c="dimmed">{t`Up to ${maxPhotos} photos, JPEG or PNG, at most ${maxMegabytes} MB each.`}</Text>
      {refused.length > 0 && (
        <Stack gap={2} role="alert">
          {refused.map((r) => (
            <Text key={r.file.name} size="sm" c="red.9">{why(r)}</Text>
          ))}
        </Stack>
      )}
      {photos.length > 0 && (
        <Group component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Chosen photos`}>
          {photos.map((file, index) => (
            <Paper component="li" key={`${file.name}-${index}`} withBorder p={4} w={140}>
              <Preview file={file} />
              <Text size="xs" truncate>{file.name}</Text>
              <Button variant="subtle" color="red" size="compact-xs" aria-label={t`Remove ${file.name}`} onClick={() => onChange(photos.filter((_, i) => i !== index))}>
                {t`Remove`}
              </Button>
            </Paper>
          ))}
        </Group>
      )}
      {photos.length < maxPhotos && (
        <FileButton multiple accept={requestLimits.photoTypes.join(',')} onChange={add}>
          {(props) => <Button variant="default" w={{ base: '100%', xs: 'auto' }} {...props}>{t`Add photos`}</Button>}
        </FileButton>
      )}
    </Stack>
  );
}

/** A thumbnail from the file itself; the object URL is released when it goes. */
function Preview({ file }: { file: File }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom and very old browsers have no object URLs: the name alone then.
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <Image src={url} alt={t`Preview of ${file.name}`} h={90} fit="cover" radius="sm" /> : null;
}
