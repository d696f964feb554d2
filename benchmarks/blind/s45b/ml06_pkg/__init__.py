"""Few-shot stress-relaxation curves of mochi dough, one task per pounded rice batch (MAML)."""
