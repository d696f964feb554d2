"""Baggage X-ray threat screening: pretrain a backbone, then fine-tune with a frozen warm-up."""
