"""ISO 3632 category and crocin colouring strength of saffron from UV-Vis spectra."""
