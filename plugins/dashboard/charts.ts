import { html, type Markup } from './html.ts';

/** Charts as inline SVG rendered here: no script, nothing to load, and the numbers stay in the page for tests. */

export interface Series {
  name: string;
  color: string;
  values: ReadonlyArray<{ label: string; value: number }>;
}

const WIDTH = 720;
const HEIGHT = 180;
const PAD = { left: 40, bottom: 28, top: 10 };

/** Stacked bars per label (days), one colour per series, with a legend and the maximum on the axis. */
export function barChart(title: string, series: readonly Series[]): Markup {
  const labels = series[0]?.values.map((point) => point.label) ?? [];
  const totals = labels.map((_, index) => series.reduce((sum, one) => sum + (one.values[index]?.value ?? 0), 0));
  const max = Math.max(1, ...totals);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = (WIDTH - PAD.left) / Math.max(1, labels.length);
  const bars = labels.map((label, index) => {
    let base = HEIGHT - PAD.bottom;
    const stacked = series.map((one) => {
      const value = one.values[index]?.value ?? 0;
      const height = (value / max) * plotHeight;
      base -= height;
      return value ? html`<rect x="${PAD.left + index * slot + 1}" y="${base}" width="${Math.max(1, slot - 2)}" height="${height}" fill="${one.color}"><title>${label} ${one.name}: ${value}</title></rect>` : '';
    });
    const tick = index % Math.ceil(labels.length / 8) === 0
      ? html`<text x="${PAD.left + index * slot}" y="${HEIGHT - 10}">${label.slice(5)}</text>` : '';
    return html`${stacked}${tick}`;
  });
  return html`<figure><svg role="img" aria-label="${title}" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%">
<line x1="${PAD.left}" y1="${HEIGHT - PAD.bottom}" x2="${WIDTH}" y2="${HEIGHT - PAD.bottom}" stroke="#9aa5b1"/>
<text x="0" y="${PAD.top + 8}">${max}</text><text x="0" y="${HEIGHT - PAD.bottom}">0</text>${bars}</svg>
<figcaption>${title}: ${series.map((one) => html`<svg width="10" height="10"><rect width="10" height="10" fill="${one.color}"/></svg> ${one.name} (${one.values.reduce((sum, point) => sum + point.value, 0)}) `)}</figcaption></figure>`;
}

export interface FunnelStep {
  label: string;
  value: number;
  /** views that stopped here without submitting */
  dropoffs?: number;
}

/** Horizontal bars from views through each field (in form order) to submissions, widths relative to views. */
export function funnelChart(steps: readonly FunnelStep[]): Markup {
  const rowHeight = 26;
  const labelWidth = 160;
  const max = Math.max(1, ...steps.map((step) => step.value));
  const height = steps.length * rowHeight + 8;
  const rows = steps.map((step, index) => {
    const y = index * rowHeight + 4;
    const width = (step.value / max) * (WIDTH - labelWidth - 120);
    const dropoffs = step.dropoffs ? html`, ${step.dropoffs} dropped off` : '';
    return html`<g data-step="${step.label}"><text x="0" y="${y + 16}">${step.label}</text>
<rect x="${labelWidth}" y="${y}" width="${Math.max(1, width)}" height="${rowHeight - 6}" fill="#2f6fde"/>
<text x="${labelWidth + width + 6}" y="${y + 16}">${step.value}${dropoffs}</text></g>`;
  });
  return html`<svg class="funnel" role="img" aria-label="Funnel" viewBox="0 0 ${WIDTH} ${height}" width="100%">${rows}</svg>`;
}
