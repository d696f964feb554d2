"""Automatic modulation classification of baseband IQ bursts (BPSK, QPSK, 8PSK, 16QAM, GFSK), with
PGD adversarial training against small crafted interference (a spectrum-sensing robustness study)."""
