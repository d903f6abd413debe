import { invalid, msg } from '../../common/errors';
import type { ChannelTemplate } from './platform.entity';

const MAX_TEMPLATES = 200;
const MAX_PARAMS = 50;

/**
 * A channel's template list as the console sends it (spec §3, §5): each with a key (unique in the
 * channel), a name, a description and params (name, description, component, integer index ≥ 0).
 */
export function cleanTemplates(templates: readonly ChannelTemplate[]): ChannelTemplate[] {
  if (templates.length > MAX_TEMPLATES) throw invalid(msg('platform.atMostTemplates', { max: MAX_TEMPLATES }), { templates: 'tooMany' });
  const keys = new Set<string>();
  return templates.map((t, i) => {
    const key = String(t.key ?? '').trim();
    const name = String(t.name ?? '').trim();
    if (!key) throw invalid(msg('common.pleaseInput', { field: 'key' }), { [`templates.${i}.key`]: 'required' });
    if (!name) throw invalid(msg('common.pleaseInput', { field: 'name' }), { [`templates.${i}.name`]: 'required' });
    if (keys.has(key)) throw invalid('platform.templateKeysMustBeUniqueIn', { [`templates.${i}.key`]: 'duplicate' });
    keys.add(key);
    const params = Array.isArray(t.params) ? t.params : [];
    if (params.length > MAX_PARAMS) throw invalid(msg('platform.atMostParams', { max: MAX_PARAMS }), { [`templates.${i}.params`]: 'tooMany' });
    return {
      key: key.slice(0, 200),
      name: name.slice(0, 200),
      description: String(t.description ?? '').slice(0, 1000),
      params: params.map((p, j) => {
        const paramName = String(p.name ?? '').trim();
        if (!paramName) throw invalid(msg('common.pleaseInput', { field: 'name' }), { [`templates.${i}.params.${j}.name`]: 'required' });
        // Spec §5: the index is an integer from 0, rounded (2.6 is 3), not refused for a fraction.
        const index = typeof p.index === 'number' && Number.isFinite(p.index) ? Math.round(p.index) : Number.NaN;
        if (!(index >= 0)) {
          throw invalid('platform.indexMustBeAWholeNumber', { [`templates.${i}.params.${j}.index`]: 'invalid' });
        }
        return {
          name: paramName.slice(0, 200),
          description: String(p.description ?? '').slice(0, 1000),
          component: String(p.component ?? 'body').slice(0, 50),
          index,
        };
      }),
    };
  });
}
