import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { addons } from 'storybook/preview-api';
import { SELECT_STORY } from 'storybook/internal/core-events';
import { routeTable, type RouteName } from '../route-table/route-table';

const routeTagPrefix = 'route:';

/**
 * The tag of the story that stands for a route: a link to that route inside any screen story opens
 * it, so a reviewer can click from the dashboard to the profile as in the product. One story per
 * screen carries it, written out (Storybook indexes only literal tags): `tags: ['route:profile']`.
 */
export function screenOfRoute(name: RouteName): string {
  return `${routeTagPrefix}${name}`;
}

/** The route a story's `route:` tag names, which must be the route the story renders. */
export function routeOfTags(tags: readonly string[]): string | undefined {
  return tags.find((tag) => tag.startsWith(routeTagPrefix))?.slice(routeTagPrefix.length);
}

/** The route a path of the portal leads to. */
export function routeNameOf(pathname: string): RouteName | undefined {
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname))?.name;
}

interface IndexEntry {
  id: string;
  type: string;
  tags?: string[];
}

/** The id of the story tagged for a route among the entries of a Storybook index. */
export function storyTaggedFor(entries: Record<string, IndexEntry>, name: RouteName): string | undefined {
  return Object.values(entries).find((entry) => entry.type === 'story' && entry.tags?.includes(screenOfRoute(name)))
    ?.id;
}

/** The story tagged for a route, from the Storybook's own index (the dev server and builds serve it). */
async function storyOfRoute(name: RouteName): Promise<string | undefined> {
  const response = await fetch('./index.json');
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  return storyTaggedFor(index.entries, name);
}

/**
 * What a screen story shows after one of its links leads elsewhere: Storybook opens the story of the
 * target screen, or this note says which screen has no story yet. Storybook's own frame, not product
 * text, so it is not in the message catalogues.
 */
export function OtherScreen() {
  const { pathname } = useLocation();
  const routeName = routeNameOf(pathname);
  const [missing, setMissing] = useState<string>();
  useEffect(() => {
    if (!routeName) return;
    storyOfRoute(routeName)
      .then((storyId) => {
        if (storyId) addons.getChannel().emit(SELECT_STORY, { storyId });
        else setMissing(routeName);
      })
      .catch(() => setMissing(routeName));
  }, [routeName]);
  return (
    <p role="status" style={{ padding: 24 }}>
      {!routeName
        ? `${pathname} is no route of the portal.`
        : missing
          ? `The screen ${missing} (${pathname}) has no story yet.`
          : `Opening the story of ${routeName}…`}
    </p>
  );
}
