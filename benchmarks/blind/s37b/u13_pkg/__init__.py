"""Deep metric learning (batch-hard triplet) on top of a pretrained-style backbone."""
