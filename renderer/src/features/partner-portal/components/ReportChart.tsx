/// <reference types="vite/client" />
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartPoint {
  day: string;
  impressions: number;
  clicks: number;
}

/**
 * Impressions and clicks per day (uPlot, about 20 kB gzip, loaded only when a report is opened).
 * `labels` names the two series in the page's language.
 */
export default function ReportChart({
  points,
  labels,
  title,
}: {
  points: ChartPoint[];
  labels: { impressions: string; clicks: string };
  title: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      points.map((p) => Date.parse(`${p.day}T00:00:00Z`) / 1000),
      points.map((p) => p.impressions),
      points.map((p) => p.clicks),
    ];
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 240,
        legend: { show: false },
        series: [
          {},
          { label: labels.impressions, stroke: '#e8b84a', width: 2 },
          { label: labels.clicks, stroke: '#6ee7b7', width: 2 },
        ],
        axes: [
          { stroke: '#c9c3b5', grid: { stroke: '#ffffff14' } },
          { stroke: '#c9c3b5', grid: { stroke: '#ffffff14' } },
        ],
      },
      data,
      element,
    );
    return () => plot.destroy();
  }, [points, labels]);
  return (
    <figure className="flex flex-col gap-2">
      <div ref={box} role="img" aria-label={title} dir="ltr" className="w-full" />
      <figcaption className="flex gap-4 text-sm text-mist">
        <span>
          <span aria-hidden className="me-1 inline-block h-2 w-4 bg-[#e8b84a]" />
          {labels.impressions}
        </span>
        <span>
          <span aria-hidden className="me-1 inline-block h-2 w-4 bg-[#6ee7b7]" />
          {labels.clicks}
        </span>
      </figcaption>
    </figure>
  );
}
