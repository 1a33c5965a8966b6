import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../test-support.ts';
import { loadIconCatalogue } from './icons-catalogues.ts';
import { ICON_SET_KEYS, gridPixels, kebabName, snakeName } from './icons-sets.ts';
import { ICONS_PATH, type IconList } from './icons.ts';

const demo = useDemoServer();

async function iconSet(set: string): Promise<IconList> {
  const answer = await demo.call('GET', `${ICONS_PATH}/${set}`);
  expect(answer.status).toBe(200);
  return answer.body as IconList;
}

describe('icon sets', () => {
  // §9 exactly: namespaces and grid size classes; the twotone namespace is empty.
  it.each([
    ['feather', 'feather', 'icon-size-6', 'Feather'],
    ['heroicons-outline', 'heroicons_outline', 'icon-size-6', 'Heroicons Outline'],
    ['heroicons-solid', 'heroicons_solid', 'icon-size-5', 'Heroicons Solid'],
    ['iconsmind', 'iconsmind', 'icon-size-10', 'Iconsmind'],
    ['material-solid', 'mat_solid', 'icon-size-6', 'Material Solid'],
    ['material-outline', 'mat_outline', 'icon-size-6', 'Material Outline'],
    ['material-twotone', '', 'icon-size-6', 'Material Twotone'],
  ])(
    '%s answers namespace "%s" and grid %s',
    async (set, namespace, grid, name) => {
      const answer = await iconSet(set);
      expect(Object.keys(answer).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
      expect(answer).toMatchObject({ namespace, grid, name });
      expect(answer.list.length).toBeGreaterThan(0);
      expect(new Set(answer.list).size).toBe(answer.list.length);
      expect(answer.list.every((icon) => icon.length > 0)).toBe(true);
    },
    60_000,
  );

  it('lists the icons of the packages by their own names', async () => {
    const feather = await iconSet('feather');
    expect(feather.list).toHaveLength(287);
    expect(feather.list).toEqual(expect.arrayContaining(['activity', 'arrow-left', 'x']));
    const outline = await iconSet('heroicons-outline');
    const solid = await iconSet('heroicons-solid');
    expect(outline.list.length).toBeGreaterThan(300);
    expect(outline.list).toEqual(expect.arrayContaining(['academic-cap', 'bars-3', 'arrow-down-on-square', 'h1']));
    expect(solid.list).toEqual(expect.arrayContaining(['academic-cap', 'x-mark']));
    const material = await iconSet('material-solid');
    expect(material.list.length).toBeGreaterThan(2000);
    expect(material.list).toEqual(expect.arrayContaining(['home', 'account_circle', 'add_a_photo', 'looks_3']));
    // No variant leaks into the filled set.
    expect(material.list.some((icon) => /_(outlined|rounded|sharp|two_tone)$/.test(icon))).toBe(false);
    const twotone = await iconSet('material-twotone');
    expect(twotone.list).toEqual(expect.arrayContaining(['home', 'account_circle']));
    const iconsmind = await iconSet('iconsmind');
    expect(iconsmind.list.length).toBeGreaterThanOrEqual(40);
    for (const list of [feather.list, outline.list, iconsmind.list]) {
      expect(list.every((icon) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(icon))).toBe(true);
    }
    expect(material.list.every((icon) => /^[a-z0-9]+(_[a-z0-9]+)*$/.test(icon))).toBe(true);
  }, 60_000);

  it('answers 404 for an unknown set', async () => {
    expect(await demo.call('GET', `${ICONS_PATH}/fontawesome`)).toEqual({ status: 404, body: { error: 'Not found' } });
    expect((await demo.call('GET', `${ICONS_PATH}/material`)).status).toBe(404);
    expect((await demo.call('GET', ICONS_PATH)).status).toBe(599);
  });

  it('every listed name is an icon the screen can draw', async () => {
    for (const set of ICON_SET_KEYS) {
      const catalogue = await loadIconCatalogue(set);
      const { list } = await iconSet(set);
      expect(list.every((icon) => catalogue.icons.has(icon))).toBe(true);
      const first = catalogue.icons.get(list[0] as string);
      if (catalogue.kind === 'component') {
        expect(first).toMatchObject({ exportName: expect.any(String) });
      } else {
        expect(first).toBeTruthy();
      }
    }
  }, 60_000);
});

describe('icon names', () => {
  it('turn export names into kebab and snake case', () => {
    expect(kebabName('ArrowDownOnSquare')).toBe('arrow-down-on-square');
    expect(kebabName('Bars3')).toBe('bars-3');
    expect(kebabName('H1')).toBe('h1');
    expect(snakeName('AddAPhoto')).toBe('add_a_photo');
    expect(snakeName('Looks3')).toBe('looks_3');
    expect(snakeName('Wifi1Bar')).toBe('wifi_1_bar');
    expect(snakeName('ThreeDRotation')).toBe('three_d_rotation');
  });

  it('read pixels from the grid class', () => {
    expect(gridPixels('icon-size-5')).toBe(20);
    expect(gridPixels('icon-size-6')).toBe(24);
    expect(gridPixels('icon-size-10')).toBe(40);
  });
});
