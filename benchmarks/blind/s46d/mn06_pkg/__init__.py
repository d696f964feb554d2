"""Sobolev (input-Jacobian) distillation: metronomes on a rolling board, sync or not."""
