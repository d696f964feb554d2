"""Synthetic Morse keying envelopes: one letter per sample, variable speed, fading and noise."""
import numpy as np
import torch

CODE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.", "H": "....",
    "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.", "O": "---", "P": ".--.",
    "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
    "Y": "-.--", "Z": "--..",
}
LETTERS = sorted(CODE)
SIG_LEN = 96


def key_envelope(letter, unit, rng):
    env = []
    for sym in CODE[letter]:
        env += [1.0] * (unit if sym == "." else 3 * unit)
        env += [0.0] * unit
    return np.array(env)


def make_batch(n, seed=0, snr_noise=0.35):
    rng = np.random.default_rng(seed)
    x = np.zeros((n, 1, SIG_LEN), dtype=np.float32)
    y = np.zeros(n, dtype=np.int64)
    for i in range(n):
        k = rng.integers(len(LETTERS))
        unit = int(rng.integers(3, 6))                      # keying speed
        env = key_envelope(LETTERS[k], unit, rng)[:SIG_LEN - 4]
        start = int(rng.integers(0, SIG_LEN - len(env)))
        gain = rng.uniform(0.5, 1.0)
        x[i, 0, start:start + len(env)] = gain * env
        x[i, 0] += rng.normal(0, snr_noise, SIG_LEN)
        y[i] = k
    return torch.from_numpy(x), torch.from_numpy(y)
