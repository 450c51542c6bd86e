import type { RuntimeConfig } from '../runtime-config';
import { issueAt, isObject, isText, urlOf, type Issues } from './checks';

/** A remote's key in `/config.json` (`provider`, `claimsAdmin`, ...). */
export const REMOTE_KEY = /^[A-Za-z][A-Za-z0-9-]*$/;

const URL_FIELDS = ['apiBaseUrl', 'issuer', 'redirectUri', 'postLogoutRedirectUri'] as const;

/**
 * `/config.json` checked by the rules of `runtimeConfigSchema`, without zod (the shell reads it before
 * its first paint). Throws one message naming every invalid field (`issuer: ...; remotes.admin: ...`).
 */
export const readRuntimeConfig = (json: unknown): RuntimeConfig => {
  const issues: Issues = [];
  if (!isObject(json)) {
    issueAt(issues, '', 'expected an object');
    throw new Error(issues.join('; '));
  }
  const urls: Partial<Record<(typeof URL_FIELDS)[number], string>> = {};
  for (const field of URL_FIELDS) {
    urls[field] = urlOf(json[field]);
    if (urls[field] === undefined) issueAt(issues, field, 'expected a URL');
  }
  if (!isText(json['clientId'])) issueAt(issues, 'clientId', 'expected a non-empty string');
  const remotes: Record<string, string> = {};
  if (isObject(json['remotes'])) {
    for (const [key, value] of Object.entries(json['remotes'])) {
      const url = urlOf(value);
      if (!REMOTE_KEY.test(key)) issueAt(issues, `remotes.${key}`, 'a remote name like claimsAdmin');
      else if (url === undefined) issueAt(issues, `remotes.${key}`, 'expected a URL');
      else remotes[key] = url;
    }
  } else issueAt(issues, 'remotes', 'expected an object');
  const maintenance = json['maintenance'] === undefined ? false : json['maintenance'];
  if (typeof maintenance !== 'boolean') issueAt(issues, 'maintenance', 'expected a boolean');
  const tollFreePhone = json['tollFreePhone'];
  if (tollFreePhone !== undefined && !isText(tollFreePhone)) issueAt(issues, 'tollFreePhone', 'expected a non-empty string');
  if (issues.length) throw new Error(issues.join('; '));
  return {
    ...(urls as Required<typeof urls>),
    clientId: json['clientId'] as string,
    remotes,
    maintenance: maintenance as boolean,
    ...(tollFreePhone === undefined ? {} : { tollFreePhone: tollFreePhone as string }),
  };
};
