"""Home-made Lightning-style loop: LitModule + Runner + callbacks."""
