"""Single-shot dispersive readout of a transmon (|0>, |1>, |2>) from demodulated IQ traces."""
