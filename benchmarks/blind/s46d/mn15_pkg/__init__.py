"""MoCo-v2-style contrastive pretraining on melting-ice drink temperature traces."""
