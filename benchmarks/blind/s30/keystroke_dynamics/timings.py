import torch

PASSPHRASE = ".tie5Roanl"
N_HOLD = len(PASSPHRASE)
N_FLIGHT = len(PASSPHRASE) - 1
DIM = N_HOLD + N_FLIGHT
RHYTHM = 0.25 * torch.randn(1, DIM, generator=torch.Generator().manual_seed(51))


def typing_sessions(n, seed):
    """Log hold and down-down times (seconds) of genuine typists entering the passphrase."""
    gen = torch.Generator().manual_seed(seed)
    skill = torch.randn(n, 1, generator=gen)
    hold = -2.3 + 0.15 * skill + RHYTHM[:, :N_HOLD] + 0.12 * torch.randn(n, N_HOLD, generator=gen)
    flight = -1.6 + 0.35 * skill + RHYTHM[:, N_HOLD:] + 0.25 * torch.randn(n, N_FLIGHT, generator=gen)
    shift_key = PASSPHRASE.index("R")
    flight[:, shift_key - 1] += 0.4
    return torch.cat([hold, flight], dim=1)


class SessionStream:
    def __init__(self, data, batch_size):
        self.data = data
        self.batch_size = batch_size

    def __iter__(self):
        while True:
            order = torch.randperm(len(self.data))
            for i in range(0, len(order) - self.batch_size + 1, self.batch_size):
                yield self.data[order[i:i + self.batch_size]]
