import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';

/** A home page slide (spec §3): an image linking to a url, limited to a device and a language. */
export interface Slide {
  id: string;
  url: string;
  url_image: string;
  /** mobile, desktop or all (unset = all). */
  device_type: string;
  /** The platform's language value: -1 any language, else a brand language's slideCode. */
  lang: number;
}

/** Slide language value meaning "every language" (spec §3). */
export const ANY_SLIDE_LANGUAGE = -1;

/** One slide: needs an image; a missing id becomes its position, a missing language means any. */
function readSlide(x: unknown, i: number): Slide | undefined {
  if (!isRecord(x)) return undefined;
  const image = str(x.url_image);
  if (!image) return undefined;
  const id = str(x.id) ?? num(x.id);
  const lang = num(x.lang) ?? Number(str(x.lang));
  return {
    id: String(id ?? `slide-${i}`),
    url: str(x.url) ?? '',
    url_image: image,
    device_type: str(x.device_type) ?? 'all',
    lang: Number.isFinite(lang) ? lang : ANY_SLIDE_LANGUAGE,
  };
}

/** The slides of a payload; null when it is not a list. Image-less items are skipped and logged. */
export function readSlides(data: unknown, log?: StoreEnv['log']): Slide[] | null {
  const list = listOf(data);
  if (!list) {
    log?.('slides: response is not a list', data);
    return null;
  }
  let i = 0;
  return readItems(list, (x) => readSlide(x, i++), 'slides', log);
}

/** The slides for a language (its slideCode; unset = only any-language slides) and a device. */
export function slidesFor(list: readonly Slide[], slideCode: number | undefined, device: 'mobile' | 'desktop'): Slide[] {
  return list
    .filter((s) => s.lang === ANY_SLIDE_LANGUAGE || (slideCode !== undefined && s.lang === slideCode))
    .filter((s) => s.device_type === 'all' || s.device_type === '' || s.device_type === device);
}

/** The home page slider (spec store area "slider"): loaded once per visit of the home page. */
export const SliderStoreModel = types
  .model('SliderStore', {
    slides: types.frozen<readonly Slide[]>([]),
    status: types.optional(types.enumeration(['idle', 'ready', 'failed']), 'idle'),
  })
  .extend(withRequests)
  .actions((self) => ({
    finish(slides: readonly Slide[] | null) {
      // A failed reload keeps the slides shown before: the home page loses nothing it had.
      if (slides) self.slides = Object.freeze([...slides]);
      self.status = slides ? 'ready' : self.slides.length > 0 ? 'ready' : 'failed';
    },
  }))
  .views((self) => ({
    /** The slides are being loaded. */
    get actionProcessing(): boolean {
      return self.busy('slides');
    },
    visible(slideCode: number | undefined, device: 'mobile' | 'desktop'): Slide[] {
      return slidesFor(self.slides, slideCode, device);
    },
  }))
  .actions((self) => ({
    /** Asks for the slides (a second call while one runs joins it); a refusal or a malformed payload is logged and shows no slider. */
    load: flow(function* load() {
      const res = yield* self.request('slides', { method: 'GET', path: API_PATHS.slides }, { what: 'slides' });
      if (res) self.finish(res.ok ? readSlides(res.data, getEnv<StoreEnv>(self).log) : null);
    }),
  }));

export interface SliderStore extends Instance<typeof SliderStoreModel> {}
export interface SliderStoreSnapshotIn extends SnapshotIn<typeof SliderStoreModel> {}
