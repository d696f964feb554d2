"""SimCLR-style contrastive pretraining on synthetic sensor windows, with a kNN monitor."""
