"""Date normalisation: free-form date strings -> ISO 8601, character-level seq2seq."""
