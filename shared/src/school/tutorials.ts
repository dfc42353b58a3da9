import * as z from 'zod';
import { nameSlug } from '../media/safe-name';

/**
 * The largest tutorial video the upload takes: it travels as base64 in one JSON request, which
 * must stay under Lambda's 6 MB synchronous payload (functions' UPLOAD_MAX_BYTES is the same).
 */
export const TUTORIAL_MAX_BYTES = 4 * 1024 * 1024;

export const TUTORIAL_MESSAGES = {
  noName: 'Give the tutorial a name',
  noVideo: 'Choose a video file (MP4, WebM or Ogg)',
  notVideo: 'The file is not an MP4, WebM or Ogg video',
  tooLarge:
    'The video is too large: at most 4 MB may be uploaded. Shorten it or export it at a lower quality.',
  exists: 'A tutorial of that name exists: delete it first or choose another name',
  noTutorial: 'No such tutorial',
} as const;

/** The video types a tutorial may be, by the extension it is stored under. */
export const TUTORIAL_TYPES = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
} as const;

/** The stored file's name (without extension) a tutorial's title gives. */
export const tutorialSlug = (title: string) => nameSlug(title, 'tutorial');

/** POST /auth/upload-video-tutorial {name, video}: video is base64 or a base64 data URL. */
export const uploadTutorialBody = z.object({
  name: z
    .string({ error: TUTORIAL_MESSAGES.noName })
    .trim()
    .min(1, TUTORIAL_MESSAGES.noName)
    .max(80, 'A tutorial name has at most 80 characters')
    .refine((name) => /[A-Za-z0-9]/.test(name), TUTORIAL_MESSAGES.noName),
  video: z.string({ error: TUTORIAL_MESSAGES.noVideo }).min(1, TUTORIAL_MESSAGES.noVideo),
});
export type UploadTutorialBody = z.input<typeof uploadTutorialBody>;

/** POST /auth/delete-video-tutorial {name}: the stored file name the list gives. */
export const deleteTutorialBody = z.object({
  name: z.string({ error: TUTORIAL_MESSAGES.noTutorial }).trim().min(1).max(120),
});

/** The upload's and the delete's reply: the tutorial concerned and the list as it now is. */
export type TutorialsReply = { name: string; tutorials: string[] };
