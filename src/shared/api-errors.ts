/** Every error the API answers (DECISIONS.md 17): a message, plus field errors for validation. */
export interface ApiErrorBody {
  message: string;
  /** Field path ("email", "password") to the first problem found with it. */
  errors?: Record<string, string>;
}
