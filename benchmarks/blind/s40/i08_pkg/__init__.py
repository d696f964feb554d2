"""DBNet-style scene/document text detection (probability + threshold maps)."""
