"""Le Bail-style whole-pattern fit of a CeO2 line-position standard."""
