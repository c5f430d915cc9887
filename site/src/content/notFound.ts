/** Copy of the not-found page. */
export const notFound = {
  title: 'Page Not Found',
  body: "The page you are looking for doesn't exist or has moved. Check the address, or use one of the links below.",
  home: 'Return Home',
  support: 'Contact Support',
  back: 'Go Back',
} as const;
