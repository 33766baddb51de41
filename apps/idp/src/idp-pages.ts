import type { KoaContextWithOIDC } from 'oidc-provider';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A bare page in the school's name: no external fonts or scripts. */
export function page(title: string, body: string, school: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} | ${escape(school)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1f2937}button{font:inherit;padding:.5rem 1rem;cursor:pointer}</style></head><body>${body}</body></html>`;
}

/** Sends the provider's sign-out form at once; served as a file so a strict CSP allows it. */
export const LOGOUT_SCRIPT =
  "var f=document.getElementById('op.logoutForm');if(f){var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();}";

/**
 * Sign-out asks nothing: the product's own Logout button was the confirmation. The form the
 * provider hands over (it carries its CSRF token) is sent by a script; without scripts the
 * visitor presses the button.
 */
export function logoutSource(issuer: string, school: string) {
  return async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
    ctx.type = 'html';
    ctx.body = page(
      'Signing out',
      `${form}<p>Signing you out…</p><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button><script src="${escape(issuer)}/logout.js"></script>`,
      school,
    );
  };
}

export function postLogoutSuccessSource(publicUrl: string, school: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    ctx.type = 'html';
    ctx.body = page(
      'Signed out',
      `<h1>Sign Out Successfully.</h1><p><a href="${escape(publicUrl)}/">Back To Home</a></p>`,
      school,
    );
  };
}

export function renderError(publicUrl: string, school: string) {
  return async (
    ctx: KoaContextWithOIDC,
    out: { error: string; error_description?: string },
  ): Promise<void> => {
    ctx.type = 'html';
    ctx.body = page(
      'Sign-in error',
      `<h1>Sign-in could not continue</h1><p>${escape(out.error_description ?? out.error)}</p><p><a href="${escape(publicUrl)}/login">Back to Sign In</a></p>`,
      school,
    );
  };
}
