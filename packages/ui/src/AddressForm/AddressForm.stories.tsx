import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DeliveryAddress } from '@gaia/domain';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Kit/AddressForm',
  component: AddressForm,
  args: {
    onSave: fn(async (address: DeliveryAddress) => ({ code: '200', data: { deliveryAddressDetail: { ...address, addrId: 'A1' } } })),
    onSaved: fn(),
    lookupPostCode: fn(async (postCode: string) => ({ code: '200', data: { displayAddr: `Riyadh, Olaya ${postCode}`, stdAddrId: '77' } })),
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
