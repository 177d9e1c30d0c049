/** A route's lazy page module: react-router's `lazy` returns the page component. */
export type PageLoader = () => Promise<{ Component: React.ComponentType }>;

/** Page loaders keyed by the unprefixed path of the route table. */
export type PageLoaders = Readonly<Record<string, PageLoader>>;
