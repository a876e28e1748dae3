// Bundled as imports, not read from disk, so `bun build --compile` embeds them and Deno loads them too.
// Adding a built-in pack: drop the JSON in sector-packs/ and add one import and one line below.
import generic from '../../../sector-packs/_generic.json' with { type: 'json' };
import ecommerce from '../../../sector-packs/ecommerce.json' with { type: 'json' };
import crm from '../../../sector-packs/crm.json' with { type: 'json' };
import education from '../../../sector-packs/education.json' with { type: 'json' };
import finance from '../../../sector-packs/finance.json' with { type: 'json' };
import gaming from '../../../sector-packs/gaming.json' with { type: 'json' };
import healthcare from '../../../sector-packs/healthcare.json' with { type: 'json' };
import hospitality from '../../../sector-packs/hospitality.json' with { type: 'json' };
import hr from '../../../sector-packs/hr.json' with { type: 'json' };
import iot from '../../../sector-packs/iot.json' with { type: 'json' };
import logistics from '../../../sector-packs/logistics.json' with { type: 'json' };
import marketing from '../../../sector-packs/marketing.json' with { type: 'json' };
import media from '../../../sector-packs/media.json' with { type: 'json' };
import realEstate from '../../../sector-packs/real-estate.json' with { type: 'json' };
import saas from '../../../sector-packs/saas.json' with { type: 'json' };
import support from '../../../sector-packs/support.json' with { type: 'json' };

/** A pack file as read: parsed JSON, still unvalidated (built-in packs pass the same check as operator packs). */
export interface PackFile {
  /** where it came from, for problem reports (repository-relative for built-ins) */
  readonly path: string;
  readonly data: unknown;
}

const builtin = (name: string, data: unknown): PackFile => ({ path: `sector-packs/${name}.json`, data });

export const BUILTIN_PACKS: readonly PackFile[] = [
  builtin('_generic', generic),
  builtin('ecommerce', ecommerce),
  builtin('crm', crm),
  builtin('education', education),
  builtin('finance', finance),
  builtin('gaming', gaming),
  builtin('healthcare', healthcare),
  builtin('hospitality', hospitality),
  builtin('hr', hr),
  builtin('iot', iot),
  builtin('logistics', logistics),
  builtin('marketing', marketing),
  builtin('media', media),
  builtin('real-estate', realEstate),
  builtin('saas', saas),
  builtin('support', support),
];
