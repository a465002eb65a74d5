'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { compareCodes } from '@/lib/parks/charts';
import { ParkCompare } from './park-compare';
import { ParkList } from './park-list';
import { ParkProfileView } from './park-profile';

// 园区画像 (/yqhx): the list, a park's profile (?park=) or a comparison (?compare=a,b), with
// the URL holding which one so a profile or comparison can be linked to.

export function ParkScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const park = params.get('park');
  const compare = compareCodes(params.get('compare'));
  const go = (query: string) => router.push(query ? `${pathname}?${query}` : pathname);
  const back = () => go('');

  if (park) return <ParkProfileView code={park} onBack={back} />;
  if (compare.length > 0) return <ParkCompare codes={compare} onBack={back} />;
  return (
    <ParkList
      onOpen={(code) => go(`park=${encodeURIComponent(code)}`)}
      onCompare={(codes) => go(`compare=${codes.map(encodeURIComponent).join(',')}`)}
    />
  );
}
