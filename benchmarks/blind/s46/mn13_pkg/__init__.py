"""Contrastive representation distillation (CRD-style) on kite tether-tension logs."""
