"""Soap-bubble lifetime and burst-cause prediction: pretrain on film thinning, then fine-tune."""
