import { avatarFilesPath } from '@eventsuite/api-contract';
import { http, HttpResponse } from 'msw';

// Square pictures for logos (a file name with "logo" in it), wide ones for screenshots.
const picture = (width: number, height: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="wheat"/></svg>`;

/** Serves a picture wherever the server serves image files (avatars, logos, screenshots), for stories. */
export const imageFileHandler = http.get(`*${avatarFilesPath}/:name`, ({ params }) => {
  const name = String(params.name);
  const svg = name.includes('logo') ? picture(250, 250, 'teal') : picture(800, 500, 'slateblue');
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});
