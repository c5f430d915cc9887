/**
 * Raw colour steps (tier 1). Components never read these: they read roles from the contract.
 * Steps follow a 12-step ladder: 1–2 backgrounds, 3–5 component backgrounds, 6–8 borders,
 * 9–10 solid fills, 11 low-contrast text, 12 high-contrast text.
 */
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type ColorScale = Record<Step, string>;

const scale = (values: readonly string[]): ColorScale => {
  if (values.length !== 12) throw new Error('A colour scale has 12 steps');
  return Object.fromEntries(values.map((v, i) => [i + 1, v])) as ColorScale;
};

export const palette = {
  light: {
    gray: scale(['#fcfcfd', '#f8f9fa', '#eff0f3', '#e7e8ec', '#dfe0e6', '#d8d9e0', '#cdced6', '#b9bbc6', '#8b8d98', '#7d808a', '#5b5f67', '#1b1f24']),
    brand: scale(['#fafefd', '#f2fbf8', '#def7f0', '#c8f1e6', '#b2e7da', '#9adbcb', '#7bcab7', '#4db39d', '#0b7a66', '#096b59', '#006654', '#0c3a32']),
    red: scale(['#fffcfc', '#fff7f7', '#feebec', '#ffdbdc', '#ffcdce', '#fdbdbe', '#f4a9aa', '#eb8e90', '#cf2f35', '#bc272d', '#b0252b', '#641723']),
    green: scale(['#fbfefc', '#f4fbf6', '#e6f6eb', '#d6f1df', '#c4e8d1', '#adddc0', '#8eceaa', '#5bb98b', '#1f7d52', '#1a6e48', '#1c6b49', '#193b2d']),
    amber: scale(['#fefdfb', '#fefbe9', '#fff7c2', '#ffee9c', '#fbe577', '#f3d673', '#e9c162', '#e2a336', '#ffc53d', '#ffba18', '#8a4f00', '#4f3422']),
    blue: scale(['#fbfdff', '#f4faff', '#e6f4fe', '#d5efff', '#c2e5ff', '#acd8fc', '#8ec8f6', '#5eb1ef', '#0b6bcb', '#0a5fb5', '#0b62b8', '#113264']),
  },
  dark: {
    gray: scale(['#111113', '#18191b', '#212225', '#272a2d', '#2e3135', '#363a3f', '#43484e', '#5a6169', '#696e77', '#777b84', '#b0b4ba', '#edeef0']),
    brand: scale(['#0b1513', '#101c1a', '#0b2d28', '#033b34', '#084840', '#13574d', '#1b695d', '#207e70', '#0f8a74', '#12a089', '#4fd6b8', '#aef0dc']),
    red: scale(['#191111', '#201314', '#3b1219', '#500f1c', '#611623', '#72232d', '#8c333a', '#b54548', '#cf2f35', '#dc3e42', '#ff9592', '#ffd1d9']),
    green: scale(['#0e1512', '#121b17', '#132d21', '#113b29', '#174933', '#20573e', '#28684a', '#2f7c57', '#1f7d52', '#2a9a66', '#3dd68c', '#b1f1cb']),
    amber: scale(['#16120c', '#1d180f', '#302008', '#3f2700', '#4d3000', '#5c3d05', '#714f19', '#8f6424', '#ffc53d', '#ffd60a', '#ffca16', '#ffe7b3']),
    blue: scale(['#0d1520', '#111927', '#0d2847', '#003362', '#004074', '#104d87', '#205d9e', '#2870bd', '#0b6bcb', '#3b9eff', '#70b8ff', '#c2e6ff']),
  },
  white: '#ffffff',
  black: '#000000',
} as const;
