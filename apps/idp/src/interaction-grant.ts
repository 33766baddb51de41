import type { Provider } from 'oidc-provider';
import { API_SCOPE } from './idp-configuration';

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Every client of the bundled provider is the product's own, so the person is never asked
 * to consent: the grant covers what the client asked for, within what the provider offers.
 */
export async function grantRequested(
  provider: Provider,
  details: InteractionDetails,
  accountId: string,
  apiAudience: string,
): Promise<string> {
  const { params, prompt } = details;
  const clientId = String(params.client_id);
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new provider.Grant({ accountId, clientId });

  const scopes = String(params.scope ?? '')
    .split(' ')
    .filter(Boolean);
  grant.addOIDCScope(scopes.filter((scope) => scope !== API_SCOPE));
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope);
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, resourceScopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, resourceScopes);
  }
  const resources = ([] as unknown[]).concat(params.resource ?? []).map(String);
  if (scopes.includes(API_SCOPE) && (resources.length === 0 || resources.includes(apiAudience))) {
    grant.addResourceScope(apiAudience, API_SCOPE);
  }
  return grant.save();
}
