import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  ClusterOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FilterOutlined,
  GlobalOutlined,
  HomeOutlined,
  LikeOutlined,
  LineChartOutlined,
  LinkOutlined,
  MoneyCollectOutlined,
  PartitionOutlined,
  ReadOutlined,
  SearchOutlined,
  ShoppingOutlined,
  SoundOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// Menu items name their icon; unknown names fall back to the application icon.
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  search: SearchOutlined,
  link: LinkOutlined,
  share: PartitionOutlined,
  product: ShoppingOutlined,
  industry: ClusterOutlined,
  chain: ApartmentOutlined,
  app: AppstoreOutlined,
  zap: ThunderboltOutlined,
  money: MoneyCollectOutlined,
  bank: BankOutlined,
  filter: FilterOutlined,
  sound: SoundOutlined,
  team: TeamOutlined,
  chart: LineChartOutlined,
  read: ReadOutlined,
  map: EnvironmentOutlined,
  global: GlobalOutlined,
  file: FileSearchOutlined,
  dashboard: DashboardOutlined,
  compare: SwapOutlined,
  trophy: TrophyOutlined,
  like: LikeOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
