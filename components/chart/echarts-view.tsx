'use client';

import type { CSSProperties } from 'react';
import { useEffect, useRef } from 'react';
import type { ECharts, EChartsOption } from 'echarts';

// ECharts in React: loaded on the client only (dynamic import keeps it out of the server
// bundle and of pages without charts), resized with its box, disposed on unmount.

type Props = {
  option: EChartsOption;
  style?: CSSProperties;
  onReady?: (chart: ECharts) => void;
  /** Chart events by name, e.g. { click: (params) => … }. */
  onEvents?: Record<string, (params: unknown) => void>;
  'data-testid'?: string;
};

/**
 * Box options of a `graph` series laid out by our own code ('none'): the view is exactly the
 * extent of the positions, centred, so one unit is one pixel and symbols keep their shape
 * (ECharts would otherwise stretch the extent to the box). An extent of 0 is 2, as ECharts
 * widens it.
 */
export function actualSize(extent: { width: number; height: number }) {
  return {
    left: 'center',
    top: 'middle',
    width: extent.width || 2,
    height: extent.height || 2,
    preserveAspect: true,
  } as const;
}

export function EChartsView({ option, style, onReady, onEvents, ...rest }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef({ option, onReady, onEvents });
  useEffect(() => {
    latest.current = { option, onReady, onEvents };
  });

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('echarts').then((echarts) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
      chart.current = instance;
      instance.setOption(latest.current.option);
      // The latest handlers run, so callers need not memoise them.
      for (const name of Object.keys(latest.current.onEvents ?? {})) {
        instance.on(name, (params: unknown) => {
          latest.current.onEvents?.[name]?.(params);
        });
      }
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(box.current);
      latest.current.onReady?.(instance);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option);
  }, [option]);

  return <div ref={box} style={{ width: '100%', height: 480, ...style }} {...rest} />;
}
