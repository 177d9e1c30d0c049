import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { ErrorPage, NotFoundPage } from './error-page';

describe('ErrorPage (spec section 2, Error page)', () => {
  it('shows "Error", the status, the message and the two fixed sentences', () => {
    renderWidget(<ErrorPage status={503} message="Service Unavailable" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
    expect(screen.getByText('It looks like something broke.')).toBeInTheDocument();
    expect(screen.getByText('Sorry about that.')).toBeInTheDocument();
  });

  it('translates a message that is a known key', () => {
    renderWidget(<ErrorPage status={404} message="request.error.404" />);
    expect(screen.getByText('The page was not found.')).toBeInTheDocument();
  });

  it('frames an unexpected error\'s own text as "Ooops...! {message}" (spec section 8, Texts)', () => {
    renderWidget(
      <ErrorPage
        status={500}
        message="error.ooops"
        messageParams={{ message: 'x is undefined' }}
      />,
    );
    expect(screen.getByText('Ooops...! x is undefined')).toBeInTheDocument();
  });

  it('brings no main landmark of its own: the page around it has the one main', () => {
    renderWidget(
      <>
        <ErrorPage status={500} />
        <NotFoundPage path="/nope" />
      </>,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('defaults to 500 without a message', () => {
    renderWidget(<ErrorPage />);
    expect(screen.getByText('500')).toBeInTheDocument();
  });
});

describe('NotFoundPage (spec sections 2 and 8)', () => {
  it('says the page was not found and shows the path', () => {
    renderWidget(<NotFoundPage path="/no/such/page?x=1" />);
    expect(screen.getByText('The page was not found.')).toBeInTheDocument();
    expect(screen.getByText('/no/such/page?x=1')).toBeInTheDocument();
  });

  it('shows a hostile path as text, never as markup', () => {
    renderWidget(<NotFoundPage path="/<img src=x onerror=alert(1)>" />);
    expect(screen.getByText('/<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('links home through the router', async () => {
    const navigate = vi.fn();
    renderWidget(
      <RouterProvider navigate={navigate}>
        <NotFoundPage path="/x" />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });
});
