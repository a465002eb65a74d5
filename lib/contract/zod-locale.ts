import { z } from 'zod';

// Validation messages are user-visible: Chinese on both sides of the contract.
z.config(z.locales.zhCN());

export {};
