import { buildPath, endpoints, exposedAppSchema } from '@eventsuite/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { apps } from '../admin-apps';

// The apps anyone may see, for a signed-out catalogue (spec §7 public-apps, issue 27 §2).

describe.each(backends)('public apps on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const list = async (language: string) => {
    const response = await demo.inject('anonymous', {
      method: 'GET',
      url: buildPath(endpoints.listPublicApps),
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return z.array(exposedAppSchema).parse(response.json().data);
  };

  it('lists exactly the apps visible to everyone, in the reader’s language', async () => {
    const visible = await demo.database.db
      .select({ internalName: apps.internalName })
      .from(apps)
      .where(eq(apps.visibility, 'visible'));
    const english = await list('en');
    expect(english.map((app) => app.internal_name).sort()).toEqual(visible.map((app) => app.internalName).sort());
    expect(english.map((app) => app.internal_name)).not.toContain('crew-planner');
    expect(english.map((app) => app.internal_name)).not.toContain('eventsuite');
    expect(english.find((app) => app.internal_name === 'payroll-export')?.description).toBe(
      'Export approved hours to your payroll software.',
    );
    const german = await list('de');
    expect(german.find((app) => app.internal_name === 'payroll-export')?.description).toBe(
      'Exportieren Sie freigegebene Stunden in Ihre Lohnbuchhaltung.',
    );
  });
});
