/**
 * The drawn height of a chart in px, shared by the lazy chart chunk and the loading skeleton
 * (which must not pull the chunk in), so the panels keep their height when the charts arrive.
 */
export const CHART_HEIGHT = 220;
