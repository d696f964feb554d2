import torch

AMINO = "ACDEFGHIKLMNPQRSTVWY"
STATES = ("H", "E", "C")

# Chou-Fasman-like propensities (helix, strand, coil) for each residue
PROPENSITY = {
    "A": (1.42, 0.83, 0.66), "C": (0.70, 1.19, 1.10), "D": (1.01, 0.54, 1.46), "E": (1.51, 0.37, 0.74),
    "F": (1.13, 1.38, 0.60), "G": (0.57, 0.75, 1.56), "H": (1.00, 0.87, 0.95), "I": (1.08, 1.60, 0.47),
    "K": (1.16, 0.74, 1.01), "L": (1.21, 1.30, 0.59), "M": (1.45, 1.05, 0.60), "N": (0.67, 0.89, 1.56),
    "P": (0.57, 0.55, 1.52), "Q": (1.11, 1.10, 0.98), "R": (0.98, 0.93, 0.95), "S": (0.77, 0.75, 1.43),
    "T": (0.83, 1.19, 0.96), "V": (1.06, 1.70, 0.50), "W": (1.08, 1.37, 0.96), "Y": (0.69, 1.47, 1.14),
}
SEGMENT = {0: (8, 16), 1: (4, 9), 2: (3, 10)}   # typical segment lengths per state


def chains(count, length=120, seed=0):
    generator = torch.Generator().manual_seed(seed)
    weights = torch.tensor([PROPENSITY[a] for a in AMINO]) ** 3   # [20, 3]
    per_state = (weights / weights.sum(0)).T                        # residue distribution per state
    sequences = torch.empty(count, length, dtype=torch.long)
    states = torch.empty(count, length, dtype=torch.long)
    for n in range(count):
        i, state = 0, 2
        while i < length:
            low, high = SEGMENT[state]
            run = int(torch.randint(low, high + 1, (1,), generator=generator))
            states[n, i:i + run] = state
            sequences[n, i:i + run] = torch.multinomial(per_state[state], run, replacement=True, generator=generator)[: length - i]
            i += run
            state = 2 if state != 2 else int(torch.randint(0, 2, (1,), generator=generator))
    return sequences, states


def windows(sequences, states, half=7):
    """One-hot windows of 2*half+1 residues centred on each position (padding = zeros)."""
    onehot = torch.nn.functional.one_hot(sequences, len(AMINO)).float()   # [N, L, 20]
    padded = torch.nn.functional.pad(onehot, (0, 0, half, half))
    cut = padded.unfold(1, 2 * half + 1, 1)                              # [N, L, 20, W]
    return cut.reshape(-1, len(AMINO), 2 * half + 1), states.reshape(-1)
