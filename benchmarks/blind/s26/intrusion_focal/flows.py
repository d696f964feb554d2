import torch

ATTACKS = ("dos", "portscan", "bruteforce", "exfiltration")
FEATURES = 12


def capture(count, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(count, FEATURES, generator=g)
    labels = torch.zeros(count, len(ATTACKS))
    rates = (0.06, 0.05, 0.03, 0.02)
    for k, rate in enumerate(rates):
        hit = torch.rand(count, generator=g) < rate
        labels[hit, k] = 1.0
    # dos: many packets, short flows; portscan: many distinct ports, tiny payloads
    x[:, 0] += 2.2 * labels[:, 0]
    x[:, 1] -= 1.5 * labels[:, 0]
    x[:, 2] += 2.0 * labels[:, 1]
    x[:, 3] -= 1.8 * labels[:, 1]
    x[:, 4] += 1.6 * labels[:, 2] * (1 + x[:, 5].abs())
    x[:, 6] += 2.4 * labels[:, 3]
    x[:, 7] += 1.2 * labels[:, 3] - 0.8 * labels[:, 2]
    return x, labels
