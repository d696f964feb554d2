"""Segment-recurrent (Transformer-XL style) language model over system log streams, used to score
unusual log lines by their per-token surprisal."""
