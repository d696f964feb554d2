"""Word-level recurrent LM with truncated BPTT over a synthetic token stream."""
