import { config } from '../../config.ts';
import { ProductProvider, type ProductInfo } from '../context.ts';
import type { Plugin } from '../runner.ts';

/** Product facts pages show: name, external legal pages (configurable), copyright start. */
export const productContextPlugin: Plugin = {
  name: 'product-context',
  setup(context) {
    const product: ProductInfo = { name: 'Rabt', privacyUrl: config.privacyUrl, termsUrl: config.termsUrl, copyrightFrom: 2020 };
    context.product = product;
    context.wrappers.push((children) => <ProductProvider value={product}>{children}</ProductProvider>);
  },
};
