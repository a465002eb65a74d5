import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { enterpriseIdParam, type ProfileRecord } from '@/lib/contract/profile';
import { customQuery } from './dal';
import { currentAccessToken } from './session';

// The pages about one enterprise (?id=) read its record on the server as the signed-in user:
// the tab title names the company, an unknown or malformed id renders the segment's
// not-found page, and the client starts from the record instead of asking again.

type Lookup =
  | { kind: 'found'; id: number; profile: ProfileRecord }
  | { kind: 'missing' }
  /** No session here, or the backend said something else: the client page decides. */
  | { kind: 'unknown'; id: number };

// Metadata and page of one request share the answer.
const lookUp = cache(async (id: number | undefined): Promise<Lookup> => {
  if (id === undefined) return { kind: 'missing' };
  const token = await currentAccessToken();
  if (!token) return { kind: 'unknown', id };
  const answer = await customQuery<ProfileRecord[]>('qyhxProfile', { id }, token);
  if (answer.status === 404) return { kind: 'missing' };
  const profile = answer.success ? answer.data[0] : undefined;
  return profile ? { kind: 'found', id, profile } : { kind: 'unknown', id };
});

type IdParam = string | string[] | undefined;

/**
 * `{company} - {section}` for the tab title; the section alone when the record is not at hand.
 * An unknown enterprise is a 404 here already: metadata streams apart from the page.
 */
export async function enterpriseMetadata(raw: IdParam, section: string): Promise<Metadata> {
  const found = await lookUp(enterpriseIdParam(raw));
  if (found.kind === 'missing') notFound();
  return { title: found.kind === 'found' ? `${found.profile.qymc} - ${section}` : section };
}

/** The enterprise of the page, with its record when the server could read it; else notFound(). */
export async function enterpriseForPage(
  raw: IdParam,
): Promise<{ id: number; profile?: ProfileRecord }> {
  const found = await lookUp(enterpriseIdParam(raw));
  if (found.kind === 'missing') notFound();
  return found.kind === 'found' ? { id: found.id, profile: found.profile } : { id: found.id };
}
