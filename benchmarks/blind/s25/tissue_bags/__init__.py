"""Multiple-instance learning on synthetic slide bags (gated attention pooling)."""
