"""Traffic-sign classifier with adversarial fine-tuning and SWA."""
