import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cardArabic, cardLayla, companyAcme, logoAcme } from '@rabt/mocks/fixtures';
import { CardPreview, type CardPreviewData } from './CardPreview.tsx';

const fromCard = (card: typeof cardLayla, theme: CardPreviewData['theme'] = 'classic'): CardPreviewData => ({
  ...card,
  theme,
  brand_color: companyAcme.brand_color,
  accent_color: companyAcme.accent_color,
  logo_url: logoAcme,
});

const meta = {
  title: 'Screens/Cards/CardPreview',
  component: CardPreview,
  parameters: { layout: 'padded' },
  args: { card: fromCard(cardLayla) },
} satisfies Meta<typeof CardPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dr. Layla Haddad')).toBeVisible();
    await expect(canvas.getByText('Save contact')).toBeVisible();
    await expect(canvas.getByText('+966 50 123 4567')).toBeVisible();
  },
};

export const Arabic: Story = {
  args: { card: fromCard(cardArabic, 'modern') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('card-preview')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('حفظ جهة الاتصال')).toBeVisible();
  },
};

/**
 * Phones in the viewer's format: seen from Saudi Arabia (the browser's region), the Saudi numbers
 * are national, the London one stays international; a number typed nationally is read as Saudi.
 */
export const PhonesSeenFromSaudiArabia: Story = {
  args: {
    viewerCountry: 'SA',
    card: {
      ...fromCard(cardLayla),
      mobile: '050 765 4321',
      phones: [
        { label: 'Office', value: '+966112345678' },
        { label: 'London', value: '+442079460958' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('050 765 4321')).toBeVisible();
    await expect(canvas.getByText('011 234 5678')).toBeVisible();
    await expect(canvas.getByText('+44 20 7946 0958')).toBeVisible();
  },
};

/** An Arabic card previewed while the app is in English, and the reverse: the card keeps its own language. */
export const ArabicCardInEnglishApp: Story = { args: { card: fromCard(cardArabic) } };
export const EnglishCardInArabicApp: Story = { globals: { locale: 'ar' } };

export const Minimal: Story = { args: { card: { ...fromCard(cardLayla, 'minimal'), photo_url: null, logo_url: null } } };

export const Empty: Story = {
  args: {
    card: {
      ...fromCard(cardLayla),
      prefix: null,
      first_name: '',
      last_name: '',
      pronouns: null,
      job_title: '',
      department: '',
      slogan: null,
      photo_url: null,
      websites: [],
      emails: [],
      phones: [],
      mobile: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your name')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const RtlDark: Story = { args: { card: fromCard(cardArabic, 'modern') }, globals: { locale: 'ar', theme: 'dark' } };
