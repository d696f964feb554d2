"""Separate two wind-up metronomes ticking at different tempi on the same piano lid."""
