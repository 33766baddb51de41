import { DomainError, type CertificationUseCases, type Verification } from '@classroom/core';
import { verificationParams } from '@classroom/http-contract';
import type { Middleware } from 'koa';
import { presentVerification } from '../presenters/certificate.presenter';
import type { IndexPage } from './index-page';
import { escapeHtml } from './escape-html';

const VERIFY_PATH = /^\/verify\/([^/]+)$/;
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * `/verify/:id`, the website's verify page, with the certificate checked on the server and its
 * verdict written into the page's title and Open Graph tags, so a shared link previews as the
 * certificate. An unknown id is the same page, answered 404, saying so. Kept out of search
 * indexes: the page names a person.
 */
export function verifyPage(
  index: () => IndexPage | null,
  certification: CertificationUseCases,
): Middleware {
  return async (ctx, next) => {
    const match = VERIFY_PATH.exec(ctx.path);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !match || !ctx.accepts('html')) {
      return next();
    }
    const page = index();
    if (!page) return next();
    const verification = await check(certification, match[1]!);
    const { issuer } = certification;
    const tags = verification
      ? tagsOf(presentVerification(verification, issuer), issuer.name)
      : {
          title: `Certificate not found | ${issuer.name}`,
          description: `No certificate of ${issuer.name} has this id or code.`,
        };
    ctx.status = verification ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = withTags(page.text, tags, `${issuer.url}${ctx.path}`, issuer.name);
  };
}

async function check(
  certification: CertificationUseCases,
  raw: string,
): Promise<Verification | null> {
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const parsed = verificationParams.safeParse({ id });
  if (!parsed.success) return null;
  try {
    return await certification.verifyCertificate.execute(parsed.data.id);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') return null;
    throw error;
  }
}

function tagsOf(
  verification: ReturnType<typeof presentVerification>,
  issuerName: string,
): { title: string; description: string } {
  const { status, studentName, courseName, instructorName, completedAt } = verification;
  if (status === 'invalid' || !completedAt) {
    return {
      title: `Certificate ${verification.code} could not be verified | ${issuerName}`,
      description: 'Its signature or issuer does not check out.',
    };
  }
  const date = longDate.format(new Date(completedAt));
  const title = `${studentName} completed ${courseName} | ${issuerName}`;
  return status === 'revoked'
    ? {
        title: `Revoked: ${title}`,
        description: `This certificate of completion was revoked by ${issuerName}.`,
      }
    : {
        title,
        description: `Verified certificate of completion, ${date}. Course taught by ${instructorName}; issued by ${issuerName}.`,
      };
}

function withTags(
  page: string,
  tags: { title: string; description: string },
  url: string,
  siteName: string,
): string {
  const meta = [
    ['name', 'description', tags.description],
    ['name', 'robots', 'noindex'],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:title', tags.title],
    ['property', 'og:description', tags.description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', tags.title],
    ['name', 'twitter:description', tags.description],
  ]
    .map(
      ([attribute, name, content]) =>
        `<meta ${attribute}="${name}" content="${escapeHtml(content!)}" />`,
    )
    .join('\n    ');
  // Replacements are functions: a string replacement reads `$&`, `$'` and `` $` `` in a
  // person's name as patterns, copying parts of the page into it.
  const title = `<title>${escapeHtml(tags.title)}</title>`;
  return page
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace('</head>', () => `    ${meta}\n  </head>`);
}
