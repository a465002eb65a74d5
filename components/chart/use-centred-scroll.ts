'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a box that scrolls sideways so that its middle shows: diagrams drawn around a centre
 * (the enterprise graph, the equity diagram) open on that centre when wider than the page.
 * Runs again when `width` (the drawing's) changes.
 */
export function useCentredScroll(box: RefObject<HTMLElement | null>, width: number | undefined) {
  useEffect(() => {
    const element = box.current;
    if (element && width !== undefined) {
      element.scrollTo({ left: (element.scrollWidth - element.clientWidth) / 2 });
    }
  }, [box, width]);
}
