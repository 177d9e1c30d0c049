// A stock webpack 5 React config (issue 17), as esbuild-loader's README sets it up: esbuild-loader
// for the app's own TypeScript and JSX and its EsbuildPlugin as minimizer (with a `target`, which
// makes it wrap every .js asset, the copied widget.js included, in an IIFE), css-loader with
// mini-css-extract-plugin for the CSS the packages import, html-webpack-plugin for the same two
// pages as the Vite apps. Nothing of ours: no vanilla-extract plugin (the packages ship compiled
// CSS), no alias, no rule for widget.js.
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { readFileSync } from 'node:fs';

/** The Vite page without its `<script type="module" src="/src/…">`: webpack injects its own. */
function page(file) {
  return readFileSync(new URL(file, import.meta.url), 'utf8').replace(
    /\s*<script type="module" src="[^"]*"><\/script>/,
    '',
  );
}

export default {
  mode: 'production',
  entry: { main: './src/main.tsx', elements: './src/elements.ts' },
  output: {
    path: new URL('dist', import.meta.url).pathname,
    filename: 'assets/[name].[contenthash:8].js',
    chunkFilename: 'assets/[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'esbuild-loader',
        options: { target: 'es2020', jsx: 'automatic' },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ templateContent: page('index.html'), chunks: ['main'] }),
    new HtmlWebpackPlugin({
      filename: 'elements.html',
      templateContent: page('elements.html'),
      chunks: ['elements'],
    }),
    new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' }),
  ],
  optimization: { minimizer: [new EsbuildPlugin({ target: 'es2020', css: true })] },
  performance: { hints: false },
};
