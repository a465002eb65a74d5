// Default export quotas per membership tier (rows a day): trial users try the feature, VIPs
// export working lists. Inserted when missing; an operator may change the rows.
export const EXPORT_QUOTA_DEFAULTS = [
  { rank: 1, rowsPerDay: 100 },
  { rank: 2, rowsPerDay: 5000 },
] as const;
