import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  title: string;
  /** Bar labels along the x axis, in order. */
  labels: readonly string[];
  values: readonly number[];
  valueName: string;
}

/**
 * A small bar chart drawn with uPlot. The canvas is for the eye; the same figures follow
 * as a table for screen readers and keyboard users.
 */
export function BarChart({ title, labels, values, valueName }: Props) {
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: (_self, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { values: (_self, ticks) => ticks.map((tick) => labels[tick] ?? ''), space: 60, stroke: '#5c5049' },
          { stroke: '#5c5049', values: (_self, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
        ],
        series: [{}, { label: valueName, stroke: '#a34700', fill: '#ff9b42', ...(bars ? { paths: bars } : {}), points: { show: false } }],
      },
      [labels.map((_, index) => index), [...values]],
      element,
    );
    const resize = () => chart.setSize({ width: Math.max(280, element.clientWidth), height: 220 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [labels, values, valueName]);

  return (
    <figure className="admin-chart">
      <figcaption>{title}</figcaption>
      <div ref={target} aria-hidden="true" />
      <table className="visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{values[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
