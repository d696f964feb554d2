"""Semi-supervised bird-song species classification with temporal ensembling (Laine & Aila, 2017)."""
