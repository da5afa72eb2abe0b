import { adminAppsEndpoints as endpoints, type AppSignIn, type AppSignInInput } from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle } from '../../storybook/msw-handlers';

/* Example sign-in settings for the stories (never used by the product): the Timesheets app. */

export const appId = '6b1f3c2e-4d5a-4e6f-8a9b-0c1d2e3f4a5b';

export const withoutClient: AppSignIn = {
  app_id: appId,
  built_in: false,
  client: null,
  redirect_uri: 'https://timesheets.example.com/callback',
  logout_uri: 'https://timesheets.example.com/signed-out',
  discovery_url: 'https://portal.example.com/oidc/.well-known/openid-configuration',
};

export const publicClient: AppSignIn = {
  ...withoutClient,
  client: { client_id: '9c2f4e6a8b0d1f3e5a7c9e1b3d5f7a9c', type: 'public', secret_created_at: null },
};

export const confidentialClient: AppSignIn = {
  ...withoutClient,
  client: {
    client_id: '9c2f4e6a8b0d1f3e5a7c9e1b3d5f7a9c',
    type: 'confidential',
    secret_created_at: '2026-11-20T09:30:00.000Z',
  },
};

export const withoutRedirect: AppSignIn = { ...withoutClient, redirect_uri: null, logout_uri: null };

export const portal: AppSignIn = {
  app_id: 'a-eventsuite',
  built_in: true,
  client: { client_id: 'eventsuite-portal', type: 'public', secret_created_at: null },
  redirect_uri: 'https://portal.example.com/login',
  logout_uri: 'https://portal.example.com/logout-successful',
  discovery_url: 'https://portal.example.com/oidc/.well-known/openid-configuration',
};

/** What the secret dialog shows after a change that made one. */
export const newSecret = 'q3J8vN2xL5pR9tW1yB4dF7hK0mS6uA3cE8gI2jO5lQ1';

/** Reads answer `initial`; changing the type or rotating answers as the server would, a secret included. */
export function appSignInHandlers(initial: AppSignIn) {
  let current = initial;
  return [
    handle(endpoints.showAppSignIn, () => HttpResponse.json({ data: current })),
    handle(endpoints.saveAppSignIn, async ({ request }) => {
      const { type } = (await request.json()) as AppSignInInput;
      const confidential = type === 'confidential';
      current = {
        ...current,
        client: {
          client_id: current.client?.client_id ?? '9c2f4e6a8b0d1f3e5a7c9e1b3d5f7a9c',
          type,
          secret_created_at: confidential ? '2026-11-24T10:00:00.000Z' : null,
        },
      };
      const madeSecret = confidential && initial.client?.type !== 'confidential';
      return HttpResponse.json({ data: { sign_in: current, client_secret: madeSecret ? newSecret : null } });
    }),
    handle(endpoints.rotateAppClientSecret, () =>
      HttpResponse.json({ data: { sign_in: current, client_secret: newSecret } }),
    ),
  ];
}
