// OpenAPI description of a file download: the 200 is a binary body of the given media type.
export function fileResponses(mediaType: string, description: string) {
  return {
    200: {
      description: `${description} (content-disposition: attachment)`,
      content: { [mediaType]: { schema: { type: 'string', format: mediaType.startsWith('text/') ? undefined : 'binary' } } },
    },
  };
}
