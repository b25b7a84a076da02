import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  lookUpPostCode,
  saveDeliveryAddress,
  type AddressFormMode,
  type DeliveryAddress,
  type DeliveryAddressSaveResponse,
  type DeliveryAddressValues,
  type PostCodeLookupResponse,
} from '@gaia/domain';
import { AddressForm, type AddressFormProps } from './AddressForm';

/** The host's save: the domain flow over a simulated server answering with `answer`. */
const hostSave = (answer: (address: DeliveryAddress) => DeliveryAddressSaveResponse) =>
  fn((address: DeliveryAddress, mode: AddressFormMode) => saveDeliveryAddress(async (sent) => answer(sent), address, mode));

/** The host's postal-code lookup: the domain flow over a simulated server answering with `answer`. */
const hostLookup = (answer: (postCode: string) => PostCodeLookupResponse) =>
  fn((postCode: string) => lookUpPostCode(async (code) => answer(code), postCode));

const saved = hostSave((address) => ({ code: '200', data: { deliveryAddressDetail: { ...address, addrId: 'A1' } } }));

const meta = {
  title: 'Kit/AddressForm/Features',
  component: AddressForm,
  args: { onSave: saved, onSaved: fn(), config: { addressMode: 'S' } },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAVE = /^(save|حفظ)$/i;
const RECEIVER = /^(receiver name|اسم المستلم)/i;
const CONTACT = /^(contact number|رقم الاتصال)/i;
const AREA = /^(area|المنطقة)/i;
const DETAIL = /^(address detail|تفاصيل العنوان)/i;
const POSTCODE = /^(postal code|الرمز البريدي)/i;
const DISPLAY = /^(address|العنوان)\s*\*?$/i;

// F2.17
/**
 * Keyboard only — the person tabs through the fields, save stays disabled until the
 * required fields are filled, Enter saves; the area is joined with the detail by a vertical bar.
 */
export const KeyboardOnlyAdd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /add delivery address|إضافة عنوان توصيل/i })).toBeVisible();
    const save = canvas.getByRole('button', { name: SAVE });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: RECEIVER })).toHaveFocus();
    await userEvent.keyboard('Sara Ali');
    await userEvent.tab();
    await userEvent.keyboard('0501234567');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: AREA })).toHaveFocus();
    await userEvent.keyboard('Olaya');
    await userEvent.tab();
    await userEvent.keyboard('Street 5, house 12');
    await expect(save).not.toHaveAttribute('aria-disabled');
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ contactName: 'Sara Ali', contactMobile: '0501234567', addrDetail: 'Olaya|Street 5, house 12', isDefault: 0 }),
      'add',
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ addrId: 'A1' }), 'gaia_address_add_success'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/address added|تمت إضافة العنوان/i);
  },
};

// F2.17
/** Contact numbers keep digits only as typed and autocomplete tokens are set. */
export const DigitsStrippedAndAutocomplete: Story = {
  args: { config: { addressMode: 'S', needAlternateContactNbr: true, needAddrPostCode: true, postCodeDigit: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = canvas.getByRole('textbox', { name: CONTACT });
    await userEvent.type(contact, '+966 (50) 123-45a');
    await expect(contact).toHaveValue('9665012345');
    const postCode = canvas.getByRole('textbox', { name: POSTCODE });
    await userEvent.type(postCode, '12a34567');
    await expect(postCode).toHaveValue('12345');
    await expect(canvas.getByRole('textbox', { name: RECEIVER })).toHaveAttribute('autocomplete', 'name');
    await expect(contact).toHaveAttribute('autocomplete', 'tel');
    await expect(postCode).toHaveAttribute('autocomplete', 'postal-code');
    await expect(canvas.getByRole('textbox', { name: DETAIL })).toHaveAttribute('autocomplete', 'address-line1');
    await expect(canvas.getByRole('textbox', { name: /^(alternate contact number|رقم اتصال بديل)/i })).not.toBeRequired();
  },
};

// F2.17
/** The postal code is looked up at its digit count; an unknown code shows `tip_postcode_notexist`. */
export const PostCodeLookup: Story = {
  args: {
    config: { needAddrPostCode: true, postCodeDigit: 5, stdAddrMode: 1, addressLevel: 3 },
    lookupPostCode: hostLookup((postCode) =>
      postCode === '12345' ? { code: '200', data: { displayAddr: 'Riyadh, Olaya', stdAddrId: '77' } } : { code: '200', data: null },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const postCode = canvas.getByRole('textbox', { name: POSTCODE });
    await userEvent.type(postCode, '1234');
    await expect(args.lookupPostCode).not.toHaveBeenCalled();
    await userEvent.type(postCode, '5');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: DISPLAY })).toHaveValue('Riyadh, Olaya'));
    await expect(args.lookupPostCode).toHaveBeenCalledWith('12345');
    await userEvent.clear(postCode);
    await userEvent.type(postCode, '99999');
    await waitFor(() => expect(postCode).toHaveAccessibleDescription(/no address was found|لم يُعثر على عنوان/i));
    await expect(canvas.getByRole('textbox', { name: DISPLAY })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: SAVE })).toHaveAttribute('aria-disabled', 'true');
  },
};

// F2.17
/** In stdAddrMode 2 the receiver name is checked; a configured contact pattern applies. */
export const FieldValidation: Story = {
  args: { config: { addressMode: 'S', stdAddrMode: 2, contactNbrReg: '^05\\d{8}$' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receiver = canvas.getByRole('textbox', { name: RECEIVER });
    await userEvent.type(receiver, 'Sara 3');
    await userEvent.tab();
    await expect(receiver).toHaveAttribute('aria-invalid', 'true');
    const contact = canvas.getByRole('textbox', { name: CONTACT });
    await userEvent.type(contact, '0612345678');
    await userEvent.tab();
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(contact);
    await userEvent.type(contact, '0512345678');
    await expect(contact).not.toHaveAttribute('aria-invalid');
  },
};

// F2.17
/** A required alternate number and a required extra field (with its own message) block saving. */
export const RequiredAlternateAndExtraFields: Story = {
  args: {
    config: {
      addressMode: 'S',
      needAlternateContactNbr: true,
      alternateContactNbrRequired: true,
      extraFields: [
        { fieldCode: 'building', fieldName: 'gaia_kitforms_example_building', fieldInputType: 'number', required: 'Y', placeholder: 'gaia_kitforms_example_building_placeholder', mes: 'gaia_kitforms_example_building_required' },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: RECEIVER }), 'Sara Ali');
    await userEvent.type(canvas.getByRole('textbox', { name: CONTACT }), '0501234567');
    await userEvent.type(canvas.getByRole('textbox', { name: DETAIL }), 'Street 5');
    const save = canvas.getByRole('button', { name: SAVE });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    const building = canvas.getByRole('textbox', { name: /^(building number|رقم المبنى)/i });
    await expect(building).toBeRequired();
    await userEvent.click(building);
    await userEvent.tab();
    await expect(building).toHaveAccessibleDescription(/enter the building number|أدخل رقم المبنى/i);
    await userEvent.type(building, '12b');
    await expect(building).toHaveValue('12');
    await userEvent.type(canvas.getByRole('textbox', { name: /^(alternate contact number|رقم اتصال بديل)/i }), '0559876543');
    await expect(save).not.toHaveAttribute('aria-disabled');
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ alternateContactNbr: '0559876543', extData: { building: '12' } }), 'add'),
    );
  },
};

// F2.17
/** A failed save shows the server's resultMsg. */
export const SaveFailureShowsResultMsg: Story = {
  args: {
    defaultAddress: { contactName: 'Sara Ali', contactMobile: '0501234567', addrDetail: 'Olaya|Street 5', isDefault: 1 },
    onSave: hostSave((address) => ({ code: '500', resultMsg: address.contactName ? 'Address service unavailable' : '' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /edit delivery address|تعديل عنوان التوصيل/i })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: AREA })).toHaveValue('Olaya');
    await expect(canvas.getByRole('switch')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Address service unavailable');
    await expect(args.onSave).toHaveBeenCalledWith(expect.anything(), 'edit');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

function PickedHost(props: AddressFormProps) {
  const [picked, setPicked] = useState<Partial<DeliveryAddressValues> | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setPicked({ addrDetail: 'King Fahd Road 1', area: 'Malaz', contactName: 'Map Name' })}>
        Pick on map
      </button>
      <AddressForm {...props} {...(picked ? { pickedAddress: picked } : {})} />
    </>
  );
}

// F2.17
/** An address picked on a map fills the form but never overwrites a field the person edited. */
export const PickedAddressKeepsEdits: Story = {
  render: (args) => <PickedHost {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: RECEIVER }), 'Sara Ali');
    await userEvent.click(canvas.getByRole('button', { name: 'Pick on map' }));
    await expect(canvas.getByRole('textbox', { name: DETAIL })).toHaveValue('King Fahd Road 1');
    await expect(canvas.getByRole('textbox', { name: AREA })).toHaveValue('Malaz');
    await expect(canvas.getByRole('textbox', { name: RECEIVER })).toHaveValue('Sara Ali');
  },
};

// F2.17
/** The default-address switch is hidden in temporary-login mode. */
export const TempLoginHidesDefaultSwitch: Story = {
  args: { tempLogin: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};
