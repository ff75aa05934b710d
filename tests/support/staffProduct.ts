/** A product's form fields as the staff editor's PUT sends them, from what GET /v1/staff/products/{sku} answers. */
export const productForm = (p: any) => ({
  nameEn: p.nameEn,
  nameFa: p.nameFa,
  descriptionEn: p.descriptionEn,
  descriptionFa: p.descriptionFa,
  slug: p.slug,
  status: p.status,
  quantity: p.quantity,
  categoryXCodes: p.categoryXCodes,
  packageIds: p.packageIds,
  featured: p.featured,
  images: p.pictures.map((picture: { name: string }) => picture.name),
});
