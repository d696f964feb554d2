"""Train a classifier on one sensor domain, then adapt it to a shifted domain with LoRA."""
