import { listReplyTemplates } from '@locperf/api/reply-templates';
import { mockResponse, resetMockDb } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import { storyText } from '../test-utils/story';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { ReplyTemplates } from './reply-templates';
import { ReplyTemplateForm } from './template-form';

const meta = {
  title: 'Features/Reviews/ReplyTemplates',
  component: ReplyTemplates,
  tags: ['autodocs'],
  args: { organizationId: DEMO_ORGANIZATION_ID },
  beforeEach() {
    signInStory();
    resetMockDb();
    return () => resetMockDb();
  },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ReplyTemplates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded templates in German, English and French. */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const list = await within(canvasElement).findByRole('list', {
      name: storyText(globals, 'replyTemplates.title'),
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** No templates yet: what they are for. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listReplyTemplates, { status: 200, body: [] }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'replyTemplates.empty')),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listReplyTemplates, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'replyTemplates.loading'),
      }),
    ).toBeInTheDocument();
  },
};

/** The list could not be loaded: the reason and Try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listReplyTemplates, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'replyTemplates.loadFailed')),
    ).toBeInTheDocument();
  },
};

/** At 375 px the entries and their buttons wrap; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneParameters,
  globals: phoneGlobals(),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('list', {
      name: storyText(globals, 'replyTemplates.title'),
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const editing = {
  name: 'Dank für 5 Sterne',
  language: 'de',
  text: 'Guten Tag {name}, herzlichen Dank für Ihre {rating} Sterne!',
} as const;

/** The form of a template being edited, reached through its initial values. */
export const Editing: StoryObj<typeof ReplyTemplateForm> = {
  render: (args) => <ReplyTemplateForm {...args} />,
  args: {
    'aria-label': 'Edit template',
    initialValues: editing,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
};

/**
 * Saving flags an unknown placeholder and an empty name; what was typed stays. The script uses
 * roles and message ids only, so it runs in every locale.
 */
export const Validation: StoryObj<typeof ReplyTemplateForm> = {
  ...Editing,
  args: {
    ...Editing.args,
    initialValues: { ...editing, name: '', text: 'Hallo {vorname}!' },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, 'replyTemplates.form.save') }),
    );
    await expect(
      await canvas.findByText(
        storyText(globals, 'validation.template.unknown_placeholder', {
          placeholders: '{vorname}',
          known: '{firstName}, {name}, {location}, {rating}, {business}',
        }),
      ),
    ).toBeInTheDocument();
  },
};
