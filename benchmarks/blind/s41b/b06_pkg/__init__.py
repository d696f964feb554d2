"""MoCo-v2-style contrastive pretraining on loom-camera patches of woven fabric."""
