// `npm run setup`, also the first step of `npm run dev`, `build` and `storybook`.
import { installDependencies } from './lib.mjs';

installDependencies();
