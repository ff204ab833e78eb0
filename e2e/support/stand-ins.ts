import type { MailMode, RecordedMailRequest } from './mail-server.ts';
import type { MediaMode } from './media-server.ts';
import { CONTROL_URL } from './ports.ts';
import type { ProjectsMode } from './projects-server.ts';

/** Calls a control route of the global setup's servers (see control-server.ts). */
export async function control<T = unknown>(name: string, body?: unknown): Promise<T> {
  const response = await fetch(`${CONTROL_URL}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Sets how the projects server answers from now on, and resets its request count. */
export const setProjectsMode = (mode: ProjectsMode) => control('projects/mode', mode);
/** Stops the projects server from listening (connection refused), or starts it again. */
export const setProjectsServerUp = (up: boolean) => control('projects/up', { up });
/** Answers the projects requests held by a `hold` mode. */
export const releaseProjects = () => control('projects/release');
/** How many `GET /projects` arrived since the last mode change. */
export const projectsRequestCount = () => control<number>('projects/count');
/** Sets how the media host answers the demo reel from now on (drops stalled requests), and resets its request count. */
export const setMediaMode = (mode: MediaMode) => control('media/mode', mode);
/** Sends the demo reel answers a `hold` media mode kept back. */
export const releaseMedia = () => control('media/release');
/** How many requests for the demo reel arrived since the last media mode change. */
export const mediaRequestCount = () => control<number>('media/count');

/** Sets how the fake mail API answers from now on (keeps what it recorded). */
export const setMailMode = (mode: MailMode) => control('mail/mode', mode);
/** Sends the answers a `hold` mail mode kept back. */
export const releaseMail = () => control('mail/release');
/** Forgets the recorded requests, answers what is held and answers `ok` again. */
export const resetMail = () => control('mail/reset');
/** Stops the fake mail API from listening (connection refused), or starts it again. */
export const setMailServerUp = (up: boolean) => control('mail/up', { up });
/** Every request the fake mail API saw since the last reset, oldest first. */
export const mailRequests = () => control<RecordedMailRequest[]>('mail/requests');

/** The POSTs to the send endpoint that the fake mail API answered with 200: the delivered messages. */
export async function deliveredMessages(): Promise<RecordedMailRequest[]> {
  return (await mailRequests()).filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/api/v1.0/email/send' &&
      request.answered === 200,
  );
}

/** The subject of a recorded send, from its EmailJS template parameters. */
export const subjectOf = (request: RecordedMailRequest): string =>
  (request.body?.template_params as { subject: string }).subject;

/** The subjects of the messages the stand-in mail API accepted, in the order it got them. */
export async function deliveredSubjects(): Promise<string[]> {
  return (await deliveredMessages()).map(subjectOf);
}
