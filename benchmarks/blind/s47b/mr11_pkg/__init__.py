"""Cross-sensor contrastive learning on ceiling-fan wobble recordings."""
