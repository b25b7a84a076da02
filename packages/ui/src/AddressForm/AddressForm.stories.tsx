import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { lookUpPostCode, saveDeliveryAddress, type AddressFormMode, type DeliveryAddress } from '@gaia/domain';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Kit/AddressForm',
  component: AddressForm,
  args: {
    // The host wires the domain flows to its calls; here a simulated server answers.
    onSave: fn((address: DeliveryAddress, mode: AddressFormMode) =>
      saveDeliveryAddress(async (sent) => ({ code: '200', data: { deliveryAddressDetail: { ...sent, addrId: 'A1' } } }), address, mode),
    ),
    onSaved: fn(),
    lookupPostCode: fn((postCode: string) =>
      lookUpPostCode(async (code) => ({ code: '200', data: { displayAddr: `Riyadh, Olaya ${code}`, stdAddrId: '77' } }), postCode),
    ),
    onChooseAddress: fn(),
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    config: {
      addressLevel: 3,
      needAddrPostCode: true,
      stdAddrMode: 1,
      postCodeDigit: 5,
      needAlternateContactNbr: true,
      alternateContactNbrRequired: false,
      addressMode: 'D',
      extraFields: [
        { fieldCode: 'building', fieldName: 'gaia_kitforms_example_building', fieldInputType: 'number', required: 'Y', placeholder: 'gaia_kitforms_example_building_placeholder', mes: 'gaia_kitforms_example_building_required' },
        { fieldCode: 'landmark', fieldName: 'gaia_kitforms_example_landmark' },
      ],
    },
    validate: false,
    tempLogin: false,
  },
};
