/** Every error the API answers (docs/product.md#errors): a message, plus field errors for validation. */
export interface ApiErrorBody {
  message: string;
  /** Field path ("email", "password") to the first problem found with it. */
  errors?: Record<string, string>;
}
